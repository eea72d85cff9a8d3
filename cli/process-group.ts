/**
 * Children started in a process group of their own (`detached` on POSIX), so that what
 * they start in turn (a server, `sleep`, a formatter's workers) ends with them: the whole
 * tree is killed, detached grandchildren too.
 */
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';

/**
 * SIGKILL to the child, everything in its group, and every process below it (a detached
 * grandchild leads a group of its own); a process already gone is fine. Descendants are
 * found while the child still lives: once it dies, its orphans belong to init.
 */
export function killProcessGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  for (const descendant of descendantsOf(pid)) signal(descendant);
  signal(process.platform === 'win32' ? pid : -pid);
  signal(pid);
}

function signal(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Every process below `pid`, from `ps` (none where there is no `ps`, as on Windows). */
function descendantsOf(pid: number): number[] {
  if (process.platform === 'win32') return [];
  const listing = spawnSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid='], { encoding: 'utf8' });
  if (listing.status !== 0 || typeof listing.stdout !== 'string') return [];
  const children = new Map<number, number[]>();
  for (const line of listing.stdout.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!Number.isInteger(child) || !Number.isInteger(parent)) continue;
    children.set(parent!, [...(children.get(parent!) ?? []), child!]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
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
