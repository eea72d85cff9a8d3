// Where the corpus lives and what it holds: shared by build, run and the bench.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const defaultRepoList = path.join(repositoryRoot, 'corpus', 'repos.txt');

/**
 * The corpus folder: `$STM_CORPUS_DIR`, else `corpus-work` next to the repository (never inside it); a list
 * other than corpus/repos.txt gets its own default folder (`corpus-work-unseen` for repos-unseen.txt).
 */
export function corpusDirectory(list = defaultRepoList) {
  return path.resolve(process.env.STM_CORPUS_DIR ?? path.join(repositoryRoot, '..', `corpus-work${listTag(list)}`));
}

/** '' for corpus/repos.txt, else `-<name>` from the list's file name (repos-unseen.txt: `-unseen`). */
export function listTag(list) {
  if (path.resolve(list) === defaultRepoList) return '';
  return `-${
    path
      .basename(list)
      .replace(/\.txt$/, '')
      .replace(/^repos-?/, '') || 'list'
  }`;
}

/**
 * `--list <file>` (default corpus/repos.txt) and `--dir <folder>` (default: corpusDirectory(list)), shared by
 * build.mjs and run.mjs so that two corpora can be built and run side by side.
 */
export function corpusSelection(argv) {
  const value = (flag) => {
    const index = argv.indexOf(flag);
    if (index < 0) return undefined;
    const given = argv[index + 1];
    if (given === undefined || given.startsWith('--')) throw new Error(`${flag} needs a value`);
    return given;
  };
  const list = path.resolve(value('--list') ?? defaultRepoList);
  const dir = value('--dir');
  return { list, corpus: dir ? path.resolve(dir) : corpusDirectory(list), tag: listTag(list) };
}

/** Bare mirrors, one per repository, at `<root>/<owner>+<name>/repo`. */
export function mirrorRoot() {
  return path.resolve(process.env.STM_MIRROR_DIR ?? '/work/.mirror');
}

/** corpus/repos.txt (or another list): `owner/repo@commit # frameworks` lines. */
export function readRepoList(file = defaultRepoList) {
  const entries = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([\w.-]+)\/([\w.-]+)@([0-9a-f]{40})$/.exec(line);
    if (!match) throw new Error(`${path.relative(process.cwd(), file)}: not owner/repo@<40-hex commit>: ${raw}`);
    entries.push({ owner: match[1], name: match[2], commit: match[3], frameworks: raw.split('#')[1]?.trim() ?? '' });
  }
  return entries;
}

export const repoFolderName = (entry) => `${entry.owner}+${entry.name}`;
