/**
 * Is the work tree clean? Every repository that holds one of the given paths is asked.
 * No git, or a path outside any repository, counts as "nothing to protect".
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import * as path from 'node:path';

export type GitState = { kind: 'clean' } | { kind: 'dirty'; files: string[] } | { kind: 'no-repository' };

function git(cwd: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.error || result.status !== 0 ? undefined : result.stdout;
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

export function gitState(paths: readonly string[]): GitState {
  const repositories = new Set<string>();
  for (const given of paths) {
    const folder = folderOf(given);
    const top = folder && git(folder, ['rev-parse', '--show-toplevel'])?.trim();
    if (top) repositories.add(top);
  }
  if (repositories.size === 0) return { kind: 'no-repository' };
  const dirty: string[] = [];
  for (const repository of repositories) {
    const status = git(repository, ['status', '--porcelain']);
    if (status === undefined) continue;
    for (const line of status.split('\n').filter(Boolean)) dirty.push(path.join(repository, line.slice(3)));
  }
  return dirty.length === 0 ? { kind: 'clean' } : { kind: 'dirty', files: dirty };
}
