// Where the corpus lives and what it holds: shared by build, run and the bench.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The corpus folder: `$STM_CORPUS_DIR`, else `corpus-work` next to the repository (never inside it). */
export function corpusDirectory() {
  return path.resolve(process.env.STM_CORPUS_DIR ?? path.join(repositoryRoot, '..', 'corpus-work'));
}

/** Bare mirrors, one per repository, at `<root>/<owner>+<name>/repo`. */
export function mirrorRoot() {
  return path.resolve(process.env.STM_MIRROR_DIR ?? '/work/.mirror');
}

/** corpus/repos.txt: `owner/repo@commit # frameworks` lines. */
export function readRepoList(file = path.join(repositoryRoot, 'corpus', 'repos.txt')) {
  const entries = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([\w.-]+)\/([\w.-]+)@([0-9a-f]{40})$/.exec(line);
    if (!match) throw new Error(`corpus/repos.txt: not owner/repo@<40-hex commit>: ${raw}`);
    entries.push({ owner: match[1], name: match[2], commit: match[3], frameworks: raw.split('#')[1]?.trim() ?? '' });
  }
  return entries;
}

export const repoFolderName = (entry) => `${entry.owner}+${entry.name}`;
