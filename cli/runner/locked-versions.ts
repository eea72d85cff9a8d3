/**
 * The versions a project's lock file pins, for a checkout with nothing installed yet (a fresh clone,
 * a CI job before `npm ci`): what `npm ci`, `pnpm install --frozen-lockfile`, `yarn install
 * --immutable` or `bun install --frozen-lockfile` would install, so the adapter module fits it rather
 * than the lowest version the declared range allows. The nearest lock file at or above the project
 * is read (npm, pnpm, Yarn 1 and Berry, Bun's text lock), once per run; a version it pins that the
 * project's declared range does not take is a stale lock and says nothing (the install would fail or
 * change it). The parsers are loaded only when a lock file is read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import semver from 'semver';
import { UNLISTED, type FolderListings } from './folder-listings';
import { objectAt, stringAt, type Json } from './json-fields';

type Lock = { kind: 'npm' | 'pnpm' | 'yarn' | 'bun'; directory: string; data: unknown };

const LOCK_FILES: ReadonlyArray<[name: string, kind: Lock['kind']]> = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
];

/** Read once per lock file path (undefined: unreadable or unparsable). */
const locks = new Map<string, Lock | undefined>();

/**
 * The version the nearest lock file pins for `name` as the project at `projectDirectory` depends on it
 * under `range`; undefined where there is no lock, it does not say, or it pins what the range refuses.
 */
export function lockedVersion(
  projectDirectory: string,
  name: string,
  range: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): string | undefined {
  const lock = nearestLock(projectDirectory, listings);
  if (!lock) return undefined;
  let version: string | undefined;
  try {
    version = pinnedBy(lock, path.relative(lock.directory, projectDirectory), name, range);
  } catch {
    return undefined;
  }
  if (version === undefined || semver.valid(version) === null) return undefined;
  // A range that is no semver range (a tag, a URL) cannot say the lock is stale: the lock is what installs.
  const takes = semver.validRange(range) === null || semver.satisfies(version, range, { includePrerelease: true });
  return takes ? version : undefined;
}

/** The nearest lock of each project folder asked about: every tracked package of a project asks again. */
const nearestOf = new Map<string, Lock | undefined>();

function nearestLock(start: string, listings: Pick<FolderListings, 'has'>): Lock | undefined {
  if (!nearestOf.has(start)) nearestOf.set(start, findNearestLock(start, listings));
  return nearestOf.get(start);
}

function findNearestLock(start: string, listings: Pick<FolderListings, 'has'>): Lock | undefined {
  for (let current = start; ; current = path.dirname(current)) {
    for (const [file, kind] of LOCK_FILES) {
      if (!listings.has(current, file)) continue;
      const lockPath = path.join(current, file);
      if (!locks.has(lockPath)) locks.set(lockPath, readLock(lockPath, kind));
      return locks.get(lockPath);
    }
    if (path.dirname(current) === current) return undefined;
  }
}

function readLock(lockPath: string, kind: Lock['kind']): Lock | undefined {
  try {
    const text = readFileSync(lockPath, 'utf8');
    const load = createRequire(__filename);
    const data =
      kind === 'npm'
        ? JSON.parse(text)
        : kind === 'pnpm'
          ? (load('js-yaml') as typeof import('js-yaml')).load(text)
          : kind === 'yarn'
            ? (load('@yarnpkg/parsers') as typeof import('@yarnpkg/parsers')).parseSyml(text)
            : JSON.parse(withoutTrailingCommas(text));
    return { kind, directory: path.dirname(lockPath), data };
  } catch {
    return undefined;
  }
}

/** `relative`: the project's folder from the lock's, with `/` ('' for the lock's own folder). */
function pinnedBy(lock: Lock, relativePath: string, name: string, range: string): string | undefined {
  const relative = relativePath.split(path.sep).join('/');
  switch (lock.kind) {
    case 'npm':
      return npmPinned(lock.data, relative, name);
    case 'pnpm':
      return pnpmPinned(lock.data, relative, name);
    case 'yarn':
      return yarnPinned(lock.data, name, range);
    case 'bun':
      return bunPinned(lock.data, relative, name);
  }
}

/** npm 7+: the package as node_modules resolves it from the project's folder up; npm 6: the root's. */
function npmPinned(data: unknown, relative: string, name: string): string | undefined {
  const packages = objectAt(data, 'packages');
  if (packages) {
    const parts = relative === '' ? [] : relative.split('/');
    for (let depth = parts.length; depth >= 0; depth -= 1) {
      const folder = parts.slice(0, depth).join('/');
      const entry = packages[`${folder === '' ? '' : `${folder}/`}node_modules/${name}`];
      const version = stringAt(entry, 'version');
      if (version !== undefined) return version;
    }
    return undefined;
  }
  return stringAt(objectAt(objectAt(data, 'dependencies'), name), 'version');
}

/** pnpm: the project's importer (`.` for the root; a lock of one project lists its dependencies at the top). */
function pnpmPinned(data: unknown, relative: string, name: string): string | undefined {
  const importer =
    objectAt(objectAt(data, 'importers'), relative === '' ? '.' : relative) ??
    (relative === '' ? (data as Json) : undefined);
  for (const group of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const entry = objectAt(importer, group)?.[name];
    const written = typeof entry === 'string' ? entry : stringAt(entry, 'version');
    // `1.2.3(zod@3.25.76)`: the peers it was resolved with follow; `link:` and `file:` pin no version.
    if (written !== undefined) return written.replace(/\(.*$/, '');
  }
  return undefined;
}

/** Yarn 1 and Berry: the entry whose descriptors hold `name@range` (Berry: `name@npm:range`). */
function yarnPinned(data: unknown, name: string, range: string): string | undefined {
  const wanted = new Set([`${name}@${range}`, `${name}@npm:${range}`]);
  for (const [key, entry] of Object.entries((data ?? {}) as Json)) {
    const descriptors = key.split(',').map((descriptor) => descriptor.trim().replace(/^"|"$/g, ''));
    if (descriptors.some((descriptor) => wanted.has(descriptor))) return stringAt(entry, 'version');
  }
  return undefined;
}

/** Bun: `packages["<workspace>/<name>"]` where a workspace has its own, else `packages[name]`: `[name@1.2.3, ...]`. */
function bunPinned(data: unknown, relative: string, name: string): string | undefined {
  const packages = objectAt(data, 'packages');
  const workspaceName = stringAt(objectAt(objectAt(data, 'workspaces'), relative), 'name');
  const entry = (workspaceName !== undefined && packages?.[`${workspaceName}/${name}`]) || packages?.[name];
  const resolved = Array.isArray(entry) && typeof entry[0] === 'string' ? entry[0] : undefined;
  return resolved?.startsWith(`${name}@`) ? resolved.slice(name.length + 1) : undefined;
}

/** Bun's lock is JSON with trailing commas (outside strings). */
function withoutTrailingCommas(text: string): string {
  return text.replace(/("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g, (_match, string: string | undefined, closing: string) =>
    string !== undefined ? string : closing,
  );
}
