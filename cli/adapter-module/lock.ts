/**
 * An exclusive lock on an adapter module while it is re-read, merged and written: two runs
 * at once (or one paused at a prompt while another writes) would otherwise each write their
 * adapters over the other's. The lock is a file beside the module, created with `wx`, that
 * holds the owner's PID; a lock whose process is gone is stale and taken over.
 */
import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const WAIT_MS = 30_000;
const POLL_MS = 20;
/** A lock file still empty after this long was left by a process that died between create and write. */
const EMPTY_LOCK_STALE_MS = 2_000;

export type ModuleLock = { ok: true; release: () => void } | { ok: false; message: string };

export function lockPathFor(modulePath: string): string {
  return path.join(path.dirname(modulePath), `.${path.basename(modulePath)}.std-tool-migrate.lock`);
}

const held = new Set<string>();
let releaseOnExit = false;

/** Waits (up to 30 s) for the lock of `modulePath`; the caller releases it once the module is written. */
export async function lockModule(modulePath: string): Promise<ModuleLock> {
  const lockPath = lockPathFor(modulePath);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      if (!releaseOnExit) {
        releaseOnExit = true;
        process.on('exit', () => held.forEach(removeLock));
      }
      return {
        ok: true,
        release: () => {
          held.delete(lockPath);
          removeLock(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        return { ok: false, message: `cannot lock it (${lockPath}): ${(error as Error).message}` };
    }
    const owner = staleOwner(lockPath);
    if (owner !== undefined) {
      removeLock(lockPath);
      continue;
    }
    if (Date.now() > deadline)
      return {
        ok: false,
        message: `another std-tool-migrate run holds its lock (${lockPath}); if none is running, delete that file`,
      };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The lock's text when its owner is gone (no such process, or an empty file left too long); undefined while held. */
function staleOwner(lockPath: string): string | undefined {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
    age = Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return undefined; // released meanwhile: the next try takes it
  }
  if (text === '') return age > EMPTY_LOCK_STALE_MS ? text : undefined;
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return text;
  return isRunning(pid) ? undefined : text;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeLock(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
