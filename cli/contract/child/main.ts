/**
 * The contract child: imports one module of the user's project (TypeScript through
 * tsx, registered by the parent with `--import`), reads the tools it can reach, sends
 * the result to the parent over IPC and waits: the parent then kills its whole process
 * tree (a server or a process the module started ends with it), as on timeout.
 */
import * as net from 'node:net';
import { pathToFileURL } from 'node:url';
import type { ModuleReport } from '../types';
import { collectModule } from './collect';

type Answer = { ok: true; report: ModuleReport } | { ok: false; error: string };

async function run(modulePath: string): Promise<Answer> {
  const listening: number[] = [];
  const listen = net.Server.prototype.listen;
  // Record a port the module opens at import time (reported; the child exits anyway).
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    this.once('listening', () => {
      const address = this.address();
      if (address && typeof address === 'object') listening.push(address.port);
    });
    return (listen as (...a: unknown[]) => net.Server).apply(this, args);
  } as typeof listen;
  let exports: Record<string, unknown>;
  try {
    exports = (await import(pathToFileURL(modulePath).href)) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // Give a listen() call made during import its 'listening' event.
  await new Promise((resolve) => setImmediate(resolve));
  const report = await collectModule(modulePath, exports);
  report.listening = [...new Set(listening)].sort((a, b) => a - b);
  return { ok: true, report };
}

const modulePath = process.argv[2];
if (!modulePath || !process.send) {
  process.stderr.write('usage: forked by std-tool-migrate contract with a module path\n');
  process.exit(2);
}
run(modulePath)
  .catch((error: unknown): Answer => ({
    ok: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }))
  .then((answer) => {
    // Then wait: the parent kills this process and everything it started (found while it lives).
    process.send!(answer);
    process.on('disconnect', () => process.exit(0));
    setInterval(() => {}, 60_000);
  });
