// Rebuilds the public corpus from corpus/repos.txt (or another list): for each owner/repo@commit, the
// source files (and the package.json, tsconfig, lock and workspace files a fresh clone has) of that commit, read
// from a local bare mirror.
// Nothing is downloaded here; a missing mirror is reported with what to do.
//
//   node scripts/corpus/build.mjs            # into $STM_CORPUS_DIR, default ../corpus-work
//   node scripts/corpus/build.mjs --list corpus/repos-unseen.txt   # default ../corpus-work-unseen
//   node scripts/corpus/build.mjs --list <file> --dir <folder>
//   STM_MIRROR_DIR=/path/to/mirrors node scripts/corpus/build.mjs
//
// `git cat-file --batch` rather than `git archive`: mirrors may lack large blobs (snapshots
// drop files of 4 MiB and more), and archive stops at the first missing one.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { corpusSelection, mirrorRoot, readRepoList, repoFolderName } from './paths.mjs';

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
// A fresh clone's lock and workspace files say which versions an install would give (and catalogs' ranges).
const PROJECT_FILE =
  /(^|\/)(package\.json|tsconfig[^/]*\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|yarn\.lock|\.yarnrc\.yml|bun\.lock|deno\.jsonc?)$/;
const MARKER = '.corpus-commit';

/** The git directory of a mirror: snapshots are bare (`repo`) or clones (`repo/.git`). */
export function mirrorGitDir(root, owner, name) {
  const base = path.join(root, `${owner}+${name}`, 'repo');
  if (existsSync(path.join(base, '.git'))) return path.join(base, '.git');
  return existsSync(path.join(base, 'HEAD')) ? base : undefined;
}

function git(gitDir, args, input) {
  const result = spawnSync('git', ['--git-dir', gitDir, ...args], {
    input: input === undefined ? undefined : Buffer.from(input),
    maxBuffer: 2 ** 31 - 1,
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

/** Blobs of the commit that the corpus keeps: [{ path, oid }]. */
function wantedBlobs(gitDir, commit) {
  const listing = git(gitDir, ['ls-tree', '-r', '-z', commit]).toString('utf8');
  const blobs = [];
  for (const entry of listing.split('\0')) {
    if (!entry) continue;
    const [meta, file] = entry.split('\t');
    const [mode, type, oid] = meta.split(' ');
    if (type !== 'blob' || mode === '120000') continue; // symlinks point anywhere: skip them
    if (file.split('/').includes('node_modules') || /\.d\.[mc]?ts$/.test(file)) continue;
    if (SOURCE.test(file) || PROJECT_FILE.test(file)) blobs.push({ path: file, oid });
  }
  return blobs;
}

/** Reads many blobs in one `git cat-file --batch`; a blob the mirror lacks comes back undefined. */
function readBlobs(gitDir, oids) {
  const output = git(gitDir, ['cat-file', '--batch'], `${oids.join('\n')}\n`);
  const contents = [];
  let offset = 0;
  for (let index = 0; index < oids.length; index += 1) {
    const end = output.indexOf(0x0a, offset);
    const header = output.toString('utf8', offset, end);
    offset = end + 1;
    const parts = header.split(' ');
    if (parts[1] === 'missing' || parts.length < 3) {
      contents.push(undefined);
      continue;
    }
    const size = Number(parts[2]);
    contents.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return contents;
}

export function buildRepo(entry, root, corpus) {
  const gitDir = mirrorGitDir(root, entry.owner, entry.name);
  if (!gitDir)
    return {
      ok: false,
      message: `no mirror of ${entry.owner}/${entry.name} under ${root}: clone it there (git clone --bare https://github.com/${entry.owner}/${entry.name} ${path.join(root, `${entry.owner}+${entry.name}`, 'repo')}) or set STM_MIRROR_DIR`,
    };
  const target = path.join(corpus, repoFolderName(entry));
  const marker = path.join(target, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === entry.commit)
    return { ok: true, message: 'up to date', files: undefined };
  let blobs;
  try {
    blobs = wantedBlobs(gitDir, entry.commit);
  } catch (error) {
    return { ok: false, message: `${error.message} (does the mirror hold commit ${entry.commit}? fetch it again)` };
  }
  rmSync(target, { recursive: true, force: true });
  const contents = readBlobs(
    gitDir,
    blobs.map((blob) => blob.oid),
  );
  const missing = [];
  blobs.forEach((blob, index) => {
    const content = contents[index];
    if (content === undefined) return missing.push(blob.path);
    const file = path.join(target, blob.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  });
  // A repository with no source file (a Go or Python project) still gets its folder and marker.
  mkdirSync(target, { recursive: true });
  writeFileSync(marker, `${entry.commit}\n`);
  return {
    ok: true,
    message: `${blobs.length - missing.length} files${missing.length ? `, ${missing.length} absent from the mirror (large blobs): ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}` : ''}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { list, corpus } = corpusSelection(process.argv.slice(2));
  const root = mirrorRoot();
  mkdirSync(corpus, { recursive: true });
  let failures = 0;
  for (const entry of readRepoList(list)) {
    const outcome = buildRepo(entry, root, corpus);
    if (!outcome.ok) failures += 1;
    console.log(
      `${outcome.ok ? 'ok  ' : 'FAIL'} ${entry.owner}/${entry.name}@${entry.commit.slice(0, 10)}: ${outcome.message}`,
    );
  }
  console.log(`corpus: ${corpus}${failures ? ` (${failures} repositories missing)` : ''}`);
  process.exitCode = failures ? 1 : 0;
}
