/**
 * Runs the contract child on one module: forked with tsx's loader (so TypeScript and
 * ESM/CJS both load), its output captured; its process tree is killed when it has answered
 * or exceeds the timeout. What it sends is checked: the module runs in that process and can
 * send messages of its own.
 */
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { frameworkIds } from '../../transforms/frameworks';
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
      // What a grandchild still holds open of its pipes must not keep this process waiting.
      child.stdout?.destroy();
      child.stderr?.destroy();
      if (child.connected) child.disconnect();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      killProcessGroup(child.pid);
      finish({
        ok: false,
        error: `timed out after ${timeoutMs} ms (the child process was killed); it may hang or wait for input on import`,
      });
    }, timeoutMs);
    // The child waits to be killed after it answers: its whole tree ends here, grandchildren too.
    child.on('message', (message) => {
      killProcessGroup(child.pid);
      finish(
        isModuleOutcome(message)
          ? message
          : {
              ok: false,
              error: `the module's process sent a message that is not a contract report: ${preview(message)}`,
            },
      );
    });
    child.on('error', (error) => finish({ ok: false, error: error.message }));
    child.on('close', (code, signal) => {
      const tail = output.trim() ? `\n${output.trim().slice(0, OUTPUT_KEPT)}` : '';
      killProcessGroup(child.pid);
      finish({ ok: false, error: `the module's process exited (${signal ?? `code ${code}`}) before reporting${tail}` });
    });
  });
}

const FRAMEWORKS: ReadonlySet<string> = new Set([...frameworkIds, 'standard']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';

function isReachedTool(value: unknown): boolean {
  return (
    isRecord(value) &&
    FRAMEWORKS.has(value.framework as string) &&
    isString(value.name) &&
    isString(value.via) &&
    optional(value.title, isString) &&
    optional(value.description, isString) &&
    optional(value.input, isRecord) &&
    optional(value.output, isRecord)
  );
}

function isModuleOutcome(message: unknown): message is ModuleOutcome {
  if (!isRecord(message)) return false;
  if (message.ok === false) return isString(message.error);
  const report = message.report;
  return (
    message.ok === true &&
    isRecord(report) &&
    Array.isArray(report.tools) &&
    report.tools.every(isReachedTool) &&
    Array.isArray(report.unreadable) &&
    report.unreadable.every(
      (entry) =>
        isRecord(entry) && isString(entry.via) && FRAMEWORKS.has(entry.framework as string) && isString(entry.message),
    ) &&
    Array.isArray(report.listening) &&
    report.listening.every((port) => Number.isInteger(port))
  );
}

function preview(message: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(message) ?? String(message);
  } catch {
    text = String(message);
  }
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}
