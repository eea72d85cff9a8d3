/**
 * Children started in a process group of their own (`detached` on POSIX), so that what
 * they start in turn (a server, `sleep`, a formatter's workers) ends with them.
 */
import { spawn, type StdioOptions } from 'node:child_process';

/** SIGKILL to the child and everything in its group; a child already gone is fine. */
export function killProcessGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Whether a child should lead its own process group here (Windows has none). */
export const OWN_PROCESS_GROUP = process.platform !== 'win32';

export type BoundedRun =
  | { kind: 'exited'; status: number | null; signal: NodeJS.Signals | null }
  | { kind: 'timed-out' }
  | { kind: 'failed'; message: string };

/**
 * Runs a command to its end, or for `timeoutMs` at most; then its whole group is killed. Its
 * group is also killed when this process exits first (a Ctrl+C ends the formatter too).
 */
export function runBounded(
  command: readonly string[],
  options: { cwd: string; stdio: StdioOptions; timeoutMs: number },
): Promise<BoundedRun> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: options.cwd,
      stdio: options.stdio,
      detached: OWN_PROCESS_GROUP,
    });
    const killOnExit = () => killProcessGroup(child.pid);
    process.once('exit', killOnExit);
    let settled = false;
    const finish = (outcome: BoundedRun) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      killProcessGroup(child.pid);
      finish({ kind: 'timed-out' });
    }, options.timeoutMs);
    child.on('error', (error) => finish({ kind: 'failed', message: error.message }));
    child.on('exit', (status, signal) => {
      // What it left running in its group (a daemon, a stuck worker) ends with it.
      killProcessGroup(child.pid);
      finish({ kind: 'exited', status, signal });
    });
  });
}
