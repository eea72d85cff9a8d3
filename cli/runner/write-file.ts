/**
 * Atomic write: a temp file in the same folder, then rename over the original. The
 * file's mode is kept; a file that changed since it was read is not overwritten.
 */
import {
  accessSync,
  chmodSync,
  constants,
  chownSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { decodeSource, encodeSource } from './source-file';

export type WriteOutcome =
  { ok: true } | { ok: false; reason: 'changed-on-disk' | 'deleted' | 'read-only' | 'write-failed'; message: string };

/** A file as it is on disk now, ready to be replaced: where it really is, its mode and owner. */
interface Replaceable {
  ok: true;
  filePath: string;
  mode: number;
  owner: { uid: number; gid: number };
}

type Refusal = Exclude<WriteOutcome, { ok: true }>;

/**
 * Can `givenPath` be replaced now: unchanged since it was read as `expectedOriginal`, and writable.
 * Asked of every file before a command that must write all or nothing writes the first.
 */
export function checkReplaceable(givenPath: string, expectedOriginal: string): Replaceable | Refusal {
  let mode: number;
  let owner: { uid: number; gid: number };
  let filePath: string;
  try {
    // Write where a symlink points: renaming over the link would replace it with a copy.
    filePath = realpathSync(givenPath);
    const stats = statSync(filePath);
    mode = stats.mode & 0o7777;
    owner = { uid: stats.uid, gid: stats.gid };
    const current = decodeSource(readFileSync(filePath));
    if (!current.ok || current.text !== expectedOriginal) {
      return {
        ok: false,
        reason: 'changed-on-disk',
        message: 'the file changed on disk after it was read; not overwritten',
      };
    }
  } catch (error) {
    return { ok: false, reason: 'deleted', message: `the file is gone or unreadable: ${(error as Error).message}` };
  }
  // A read-only file stays read-only and unmodified: renaming over it would bypass that.
  if ((mode & 0o222) === 0) {
    return { ok: false, reason: 'read-only', message: 'the file is read-only; not modified' };
  }
  return { ok: true, filePath, mode, owner };
}

export function writeSourceAtomically(
  givenPath: string,
  expectedOriginal: string,
  output: string,
  bom: boolean,
): WriteOutcome {
  const file = checkReplaceable(givenPath, expectedOriginal);
  if (!file.ok) return file;
  return replaceAtomically(file.filePath, encodeSource(output, bom), (temporary) => {
    chmodSync(temporary, file.mode);
    keepOwner(temporary, file.owner);
  });
}

/** Writes `text` to a temp file beside `filePath` (`prepare` may adjust it), then renames it over. */
function replaceAtomically(
  filePath: string,
  text: string,
  prepare: (temporary: string) => void = () => {},
): WriteOutcome {
  const temporary = temporaryPathFor(filePath);
  try {
    writeFileSync(temporary, text);
    prepare(temporary);
    renameSync(temporary, filePath);
    return { ok: true };
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // nothing was created
    }
    return { ok: false, reason: 'write-failed', message: `cannot write: ${(error as Error).message}` };
  }
}

/** Run as root on someone else's file, the replacement keeps the file's owner. */
function keepOwner(temporary: string, owner: { uid: number; gid: number }): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  try {
    chownSync(temporary, owner.uid, owner.gid);
  } catch {
    // best effort: the content is what matters
  }
}

/** The temp file name of an atomic write: beside its file, hidden, named after this process. */
export function temporaryPathFor(filePath: string, pid = process.pid): string {
  return path.join(path.dirname(filePath), `.${path.basename(filePath)}.std-tool-migrate-${pid}.tmp`);
}

/** A temp file name this tool makes (for the stale-file report of a later run). */
export const TEMPORARY_FILE_NAME = /^\..+\.std-tool-migrate-(\d+)\.tmp$/;

/**
 * The adapter module, with the rules source files get: a symlink is written through (the
 * link and the shared copy stay), the mode and owner are kept, a read-only file is refused.
 * A new file gets the default mode.
 */
export function writeModuleAtomically(givenPath: string, text: string): WriteOutcome {
  let filePath: string;
  try {
    filePath = realpathSync(givenPath);
  } catch {
    return replaceAtomically(givenPath, text); // a new file (or a dangling link: refused by the planner)
  }
  let stats;
  try {
    stats = statSync(filePath);
  } catch (error) {
    return { ok: false, reason: 'deleted', message: `the file is gone or unreadable: ${(error as Error).message}` };
  }
  const mode = stats.mode & 0o7777;
  if ((mode & 0o222) === 0) return { ok: false, reason: 'read-only', message: 'the file is read-only; not modified' };
  const owner = { uid: stats.uid, gid: stats.gid };
  return replaceAtomically(filePath, text, (temporary) => {
    chmodSync(temporary, mode);
    keepOwner(temporary, owner);
  });
}

/**
 * Can this process create a file in `folder` (an atomic write's temp file), or, when the
 * folder is missing, in the nearest folder above it that exists (where it would be made)?
 * Asked when planning, so a dry run and `--check` report what the write would meet.
 */
export function canCreateFileIn(folder: string): boolean {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      accessSync(current, constants.W_OK | constants.X_OK);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || path.dirname(current) === current) return false;
    }
  }
}
