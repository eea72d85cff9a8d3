/**
 * Runs the contract child on one module: forked with tsx's loader (so TypeScript and
 * ESM/CJS both load), its output captured, killed when it exceeds the timeout.
 */
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { killProcessGroup, OWN_PROCESS_GROUP } from '../process-group';
import type { ModuleReport } from './types';

export type ModuleOutcome = { ok: true; report: ModuleReport } | { ok: false; error: string };

const CHILD = path.join(__dirname, 'child', 'main.js');
/** tsx's loader entry, from std-tool-migrate's own dependencies: `--import` takes a URL. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const OUTPUT_KEPT = 4000;

export function loadModule(modulePath: string, timeoutMs: number): Promise<ModuleOutcome> {
  return new Promise((resolve) => {
    const child = fork(CHILD, [modulePath], {
      cwd: path.dirname(modulePath),
      execArgv: ['--import', TSX_LOADER, '--no-warnings'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group, so that a timeout also ends what the module spawned.
      detached: OWN_PROCESS_GROUP,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      if (output.length < OUTPUT_KEPT) output += chunk.toString('utf8');
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let settled: ModuleOutcome | undefined;
    const finish = (outcome: ModuleOutcome) => {
      if (settled) return;
      settled = outcome;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      killProcessGroup(child.pid);
      finish({
        ok: false,
        error: `timed out after ${timeoutMs} ms (the child process was killed); it may hang or wait for input on import`,
      });
    }, timeoutMs);
    child.on('message', (message) => finish(message as ModuleOutcome));
    child.on('error', (error) => finish({ ok: false, error: error.message }));
    child.on('close', (code, signal) => {
      const tail = output.trim() ? `\n${output.trim().slice(0, OUTPUT_KEPT)}` : '';
      finish({ ok: false, error: `the module's process exited (${signal ?? `code ${code}`}) before reporting${tail}` });
    });
  });
}
