// A peer project's scratch copy: the pinned commit out of its mirror, its dependencies (cached
// between runs while package.json and the lockfile are unchanged), and a git repository around it.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import path from 'node:path';
import { run } from './exec.mjs';

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock'];
const DEFAULT_INSTALL = 'npm install --no-audit --no-fund';

function git(args, options = {}) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=peers', '-c', 'user.email=peers@example.com', '-c', 'commit.gpgsign=false', ...args],
    { encoding: 'utf8', maxBuffer: 2 ** 30, ...options },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** The bare git dir of a mirrored repository (`owner+name/repo`, or `owner+name` itself). */
export function mirrorGitDir(mirrorRoot, repo) {
  const base = path.join(mirrorRoot, repo.replace('/', '+'));
  for (const candidate of [path.join(base, 'repo'), base]) {
    if (existsSync(path.join(candidate, 'HEAD')) || existsSync(path.join(candidate, '.git'))) return candidate;
  }
  return undefined;
}

/** Makes sure the pinned commit is in the mirror; clones from GitHub when there is no mirror yet. */
export function ensureMirror(mirrorRoot, project) {
  let gitDir = mirrorGitDir(mirrorRoot, project.repo);
  if (!gitDir) {
    gitDir = path.join(mirrorRoot, project.repo.replace('/', '+'), 'repo');
    mkdirSync(path.dirname(gitDir), { recursive: true });
    git(['clone', '--bare', '--quiet', `https://github.com/${project.repo}.git`, gitDir]);
  }
  const has = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '-e', `${project.commit}^{commit}`]);
  if (has.status !== 0) git(['--git-dir', gitDir, 'fetch', '--quiet', 'origin', project.commit]);
  return gitDir;
}

/**
 * Writes the pinned commit's tree into `tree` (emptied first). A mirror may lack its largest blobs
 * (a snapshot lists them but leaves them out): those files are left out too and returned.
 */
export function extract(gitDir, commit, tree) {
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const missing = [];
  for (;;) {
    const excludes = missing.map((file) => `:(exclude,literal)${file}`);
    const archive = spawnSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', commit, '--', '.', ...excludes], {
      maxBuffer: 2 ** 31,
    });
    const absent = /invalid object [0-9a-f]+ [0-9a-f]+ for '([^']+)'/.exec(String(archive.stderr))?.[1];
    if (archive.status !== 0 && absent && !missing.includes(absent)) {
      missing.push(absent);
      continue;
    }
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', tree], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    return missing;
  }
}

function installKey(tree, installCommand, node = '') {
  const hash = createHash('sha256').update(process.version).update(node).update(installCommand);
  for (const name of ['package.json', ...LOCKFILES]) {
    const file = path.join(tree, name);
    if (existsSync(file)) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The tree's node_modules folders, relative to it: the root's, and those of a workspace's packages
 * (pnpm links each package's dependencies into its own node_modules), never one inside another.
 */
function nodeModulesFolders(root, relative = '.') {
  const found = [];
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.git') continue;
    const child = path.join(relative, entry.name);
    if (entry.name === 'node_modules') found.push(child);
    else found.push(...nodeModulesFolders(root, child));
  }
  return found;
}

/**
 * Installs the project's dependencies, or moves in the cached install of an earlier run with the
 * same package.json, lockfile and Node version (every node_modules folder of the tree, each back in
 * its place). The lockfile npm wrote is cached too, so a project without one upstream keeps the
 * versions of its first install.
 */
export async function install(project, tree, cacheDir, timeoutMs, env) {
  const installCommand = project.install ?? DEFAULT_INSTALL;
  const key = installKey(tree, installCommand, project.node);
  const cached = path.join(cacheDir, key);
  const modules = path.join(cached, 'modules');
  if (existsSync(modules)) {
    for (const folder of nodeModulesFolders(modules)) {
      mkdirSync(path.dirname(path.join(tree, folder)), { recursive: true });
      renameSync(path.join(modules, folder), path.join(tree, folder));
    }
    if (existsSync(path.join(cached, 'package-lock.json')))
      copyFileSync(path.join(cached, 'package-lock.json'), path.join(tree, 'package-lock.json'));
    return { command: installCommand, cached: true, ok: true, key, ms: 0 };
  }
  const result = await run(installCommand, { cwd: tree, timeoutMs, env });
  return { ...result, cached: false, ok: result.code === 0 && !result.timedOut, key };
}

/** Puts every node_modules folder (and npm's lockfile) back into the cache for the next run. */
export function saveInstall(tree, cacheDir, key) {
  const folders = nodeModulesFolders(tree);
  if (folders.length === 0) return;
  const cached = path.join(cacheDir, key);
  rmSync(cached, { recursive: true, force: true });
  for (const folder of folders) {
    mkdirSync(path.dirname(path.join(cached, 'modules', folder)), { recursive: true });
    renameSync(path.join(tree, folder), path.join(cached, 'modules', folder));
  }
  if (existsSync(path.join(tree, 'package-lock.json')))
    copyFileSync(path.join(tree, 'package-lock.json'), path.join(cached, 'package-lock.json'));
}

/** `git init` + one commit of everything but node_modules, so the CLI's clean-tree guard is satisfied. */
export function commitAll(tree, message) {
  if (!existsSync(path.join(tree, '.git'))) {
    git(['init', '--quiet', '-b', 'main'], { cwd: tree });
    writeFileSync(path.join(tree, '.git', 'info', 'exclude'), 'node_modules/\n');
  }
  git(['add', '-A'], { cwd: tree });
  const status = git(['status', '--porcelain'], { cwd: tree });
  if (status.trim() === '') return false;
  git(['commit', '--quiet', '--no-verify', '-m', message], { cwd: tree });
  return true;
}

/**
 * Tracked files back as committed: a gate that fixes (`eslint --fix`) must not hand the migration, and the
 * gates after it, another source than the one measured before.
 */
export function restoreTrackedFiles(tree) {
  git(['checkout', '--', '.'], { cwd: tree });
}

/** The files the migration changed or added, relative to the tree. */
export function changedFiles(tree) {
  git(['add', '-A'], { cwd: tree });
  return git(['diff', '--cached', '--name-status', 'HEAD'], { cwd: tree })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/\t/, ' '));
}

/** The migration's diff, for the logs. */
export function diffOfMigration(tree) {
  return git(['diff', '--cached', 'HEAD'], { cwd: tree });
}
