/**
 * Is the work tree clean? Every repository that holds one of the given paths is asked.
 * A path with no `.git` above it is "no repository" (nothing to protect, but no safety
 * net either); a `.git` that git cannot read (git missing, "dubious ownership", a broken
 * repository) is "unusable": the guard cannot vouch for it, so it must not pass as clean.
 */
import { spawnSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { UNLISTED, type FolderListings } from './runner/folder-listings';

/** `ignored`: files named on the command line that git ignores: git cannot show or undo their changes. */
export type GitState =
  | { kind: 'clean'; ignored?: string[] }
  | { kind: 'dirty'; files: string[] }
  | { kind: 'no-repository'; paths: string[]; ignored?: string[] }
  | { kind: 'unusable'; repository: string; message: string };

type GitAnswer = { ok: true; stdout: string } | { ok: false; message: string };

function git(cwd: string, args: string[]): GitAnswer {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, message: missing ? 'git is not on PATH' : `cannot run git: ${result.error.message}` };
  }
  if (result.status !== 0) {
    const firstLine = result.stderr.split('\n').find((line) => line.trim() !== '') ?? `exit code ${result.status}`;
    return { ok: false, message: `git refused: ${firstLine.trim()}` };
  }
  return { ok: true, stdout: result.stdout };
}

/** The folder git should run in for a path: the path itself, or a file's folder. */
function folderOf(given: string): string | undefined {
  const absolute = path.resolve(given);
  try {
    return statSync(absolute).isDirectory() ? absolute : path.dirname(absolute);
  } catch {
    return undefined;
  }
}

/** The nearest folder at or above `start` with a `.git` (folder or file), without asking git. */
export function enclosingRepository(start: string): string | undefined {
  return enclosingRepositoryLookup()(start);
}

/**
 * `enclosingRepository` that remembers each folder it answered for: a tree's folders share
 * their ancestors. `listings` (the discovery walk's) answers for the folders it read.
 */
export function enclosingRepositoryLookup(
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): (folder: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  const lookup = (folder: string): string | undefined => {
    if (known.has(folder)) return known.get(folder);
    const parent = path.dirname(folder);
    const found = listings.has(folder, '.git') ? folder : parent === folder ? undefined : lookup(parent);
    known.set(folder, found);
    return found;
  };
  return lookup;
}

/** The path as given and, when a symlink leads elsewhere, where it really is (what a write changes). */
function pathsWritten(given: string): string[] {
  const absolute = path.resolve(given);
  try {
    const real = realpathSync(absolute);
    return real === absolute ? [absolute] : [absolute, real];
  } catch {
    return [absolute];
  }
}

export function gitState(paths: readonly string[]): GitState {
  const repositories = new Set<string>();
  const outside: string[] = [];
  const namedFiles = new Map<string, string[]>();
  for (const given of paths) {
    for (const location of pathsWritten(given)) {
      const folder = folderOf(location);
      if (!folder) continue; // a missing path is reported by the scan
      const top = git(folder, ['rev-parse', '--show-toplevel']);
      if (top.ok) {
        const repository = top.stdout.trim();
        repositories.add(repository);
        if (folder !== location) namedFiles.set(repository, [...(namedFiles.get(repository) ?? []), location]);
        continue;
      }
      const dotGitFolder = enclosingRepository(folder);
      if (dotGitFolder) return { kind: 'unusable', repository: dotGitFolder, message: top.message };
      if (!outside.includes(given)) outside.push(given);
    }
  }
  const dirty: string[] = [];
  const ignored: string[] = [];
  for (const repository of repositories) {
    // Asked explicitly: `status.showUntrackedFiles = no` must not hide a new file, nor a
    // submodule's `ignore = dirty` (or `all`) its uncommitted work.
    const status = git(repository, [
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--ignore-submodules=none',
    ]);
    if (!status.ok) return { kind: 'unusable', repository, message: status.message };
    dirty.push(...changedPaths(status.stdout).map((file) => path.join(repository, file)));
    ignored.push(...ignoredFiles(repository, namedFiles.get(repository) ?? []));
  }
  if (dirty.length > 0) return { kind: 'dirty', files: dirty };
  const unprotected = ignored.length > 0 ? { ignored } : {};
  if (outside.length > 0) return { kind: 'no-repository', paths: outside, ...unprotected };
  return { kind: 'clean', ...unprotected };
}

/** Of the files named on the command line, those git ignores (it keeps no copy of them). */
function ignoredFiles(repository: string, files: readonly string[]): string[] {
  if (files.length === 0) return [];
  // Exit 1 means "none ignored": not a failure.
  const result = spawnSync('git', ['check-ignore', '-z', '--stdin'], {
    cwd: repository,
    input: files.join('\0'),
    encoding: 'utf8',
  });
  if (result.status !== 0) return [];
  return result.stdout.split('\0').filter((file) => file !== '');
}

/** `git status --porcelain -z`: `XY path\0`, and a rename or copy adds its source as the next entry. */
function changedPaths(output: string): string[] {
  const entries = output.split('\0');
  const files: string[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (entry.length < 4) continue;
    files.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') index += 1;
  }
  return files;
}
