/** Is the work tree clean? No git, or not a repository, counts as "nothing to protect". */
import { spawnSync } from 'node:child_process';

export type GitState = { kind: 'clean' } | { kind: 'dirty'; files: string[] } | { kind: 'no-repository' };

export function gitState(directory: string): GitState {
  const result = spawnSync('git', ['status', '--porcelain'], { cwd: directory, encoding: 'utf8' });
  if (result.error || result.status !== 0) return { kind: 'no-repository' };
  const files = result.stdout.split('\n').filter(Boolean).map((line) => line.slice(3));
  return files.length === 0 ? { kind: 'clean' } : { kind: 'dirty', files };
}
