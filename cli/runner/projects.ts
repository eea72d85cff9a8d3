/**
 * Which project a file belongs to: where its adapter module goes, which framework
 * versions it has installed (so the adapter fits them), and which module style it is
 * written in.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import semver from 'semver';
import { frameworks } from '../../transforms/frameworks';
import { majorOf, type InstalledVersions } from '../../transforms/lib/framework';
import type { FrameworkId } from '../../transforms/lib/ir';
import { enclosingRepositoryLookup } from '../git';
import { UNLISTED, type FolderListings } from './folder-listings';
import { runsKnip } from './knip';
import { lintRulesTheModuleTurnsOff } from './lint-style';
import { resolvedCatalogRange } from './catalogs';
import { denoDeclaredRanges, nearestDenoConfig } from './deno-project';
import { lockedVersion } from './locked-versions';
import { governingTsconfig } from './governing-tsconfig';
import { importExtensionOf, type ImportExtension } from './module-resolution';
import { sourceRoot } from './source-root';

/** The packages whose installed version decides the adapter variant and its schema fallbacks. */
const SCHEMA_PACKAGES = ['zod', 'valibot', '@valibot/to-json-schema', 'arktype', 'zod-to-json-schema'] as const;
export const TRACKED_PACKAGES: readonly string[] = [
  ...frameworks.flatMap((framework) => framework.packages),
  ...SCHEMA_PACKAGES,
];

export type PackageVersions = InstalledVersions & Partial<Record<(typeof SCHEMA_PACKAGES)[number], string>>;

export type ModuleStyle = 'ts' | 'esm' | 'cjs';

interface PackageJson {
  type?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readPackageJson(directory: string): PackageJson | undefined {
  try {
    return JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
}

/** Nearest folder at or above `start` (not above `stopAt`, when given) with a package.json. */
export function nearestPackageDirectory(
  start: string,
  stopAt?: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): string | undefined {
  let current = start;
  for (;;) {
    if (listings.has(current, 'package.json')) return current;
    if (stopAt !== undefined && current === stopAt) return undefined;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** The ranges the project's package.json declares for the tracked packages (`catalog:`: as its catalog says). */
function declaredRanges(
  projectDirectory: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): Record<string, string> {
  const manifest = readPackageJson(projectDirectory) ?? {};
  // A Deno project declares its npm packages in its config's import map.
  const denoConfig = listings.has(projectDirectory, 'package.json') ? undefined : nearestDenoConfig(projectDirectory);
  const declared = {
    ...(denoConfig && denoDeclaredRanges(denoConfig)),
    ...manifest.peerDependencies,
    ...manifest.devDependencies,
    ...manifest.dependencies,
  };
  return Object.fromEntries(
    TRACKED_PACKAGES.flatMap((name) =>
      declared[name] ? [[name, resolvedCatalogRange(projectDirectory, name, declared[name], listings)]] : [],
    ),
  );
}

/**
 * Installed versions (node_modules, walking up), else what the lock file pins (locked-versions.ts), else the lowest
 * version the declared range takes (`declared`: read once).
 */
export function packageVersions(
  projectDirectory: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
  declared: Readonly<Record<string, string>> = declaredRanges(projectDirectory, listings),
): PackageVersions {
  const versions: Record<string, string> = {};
  const moduleFolders = nodeModulesFolders(projectDirectory, listings);
  for (const name of TRACKED_PACKAGES) {
    const installed = installedVersion(moduleFolders, name);
    const range = declared[name];
    const version =
      installed ??
      (range ? (lockedVersion(projectDirectory, name, range, listings) ?? versionFromRange(range)) : undefined);
    if (version && !isSnapshotVersion(version)) versions[name] = version;
  }
  return versions;
}

/**
 * The frameworks this project has at a version their adapter does not serve (`servedVersions`), each with a text
 * that says so (`@langchain/core 0.2.10; its adapter serves 0.1.29 to 0.2.6, and 0.2.20 and later`), and, where the
 * project's declared range takes a version it serves (`^0.2.10`), that updating the package within it is enough.
 */
export function unsupportedVersions(
  packages: PackageVersions,
  ranges: Readonly<Record<string, string>> = {},
): Partial<Record<FrameworkId, string>> {
  const unsupported: Partial<Record<FrameworkId, string>> = {};
  for (const framework of frameworks) {
    const served: { package: string; range: string; text: string } | undefined =
      'servedVersions' in framework ? framework.servedVersions : undefined;
    const version = served && packages[served.package as keyof PackageVersions];
    // A prerelease counts as its release (`0.2.20-rc.1` as 0.2.20); a version that is none says nothing.
    const release = version ? semver.coerce(version) : null;
    if (!served || !release || semver.satisfies(release, served.range)) continue;
    const range = ranges[served.package];
    // The served versions above the installed one, that an update could reach.
    const newer = served.range
      .split('||')
      .map((part) => `${part.trim()} >${release.version}`)
      .join(' || ');
    const within =
      range && semver.validRange(range) && semver.intersects(range, newer)
        ? `, which its range ${range} takes: an update within it is enough`
        : '';
    unsupported[framework.id] = `${served.package} ${version}; its adapter serves ${served.text}${within}`;
  }
  return unsupported;
}

/**
 * `0.0.0-ai-v5-20250729181825`: a snapshot build (changesets' `0.0.0-<tag>-<time>`), cut from whatever line its
 * branch was on, so it says nothing of the API; read as `0.0.0` it would pass for the oldest line there is.
 */
export function isSnapshotVersion(version: string): boolean {
  return /^\s*[\^~=v]*\s*0\.0\.0-/.test(version);
}

/** The `node_modules` folders at and above `start`, nearest first (one look per level, not one per package). */
function nodeModulesFolders(start: string, listings: Pick<FolderListings, 'has'>): string[] {
  const folders: string[] = [];
  let current = start;
  for (;;) {
    if (listings.has(current, 'node_modules')) folders.push(path.join(current, 'node_modules'));
    const parent = path.dirname(current);
    if (parent === current) return folders;
    current = parent;
  }
}

function installedVersion(moduleFolders: readonly string[], name: string): string | undefined {
  for (const folder of moduleFolders) {
    const manifest = path.join(folder, name, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * `^6.0.3` → `6.0.3`, `~1.2` → `1.2.0`, `2.x` → `2.0.0`, `>=1.4 <2` → `1.4.0`; `npm:`/workspace
 * ranges and dist-tags (`latest`, `beta-2`, `kitchen-sink-e2e-test`) → undefined: the range
 * must start with a version, not merely hold a digit.
 */
export function versionFromRange(range: string): string | undefined {
  if (isSnapshotVersion(range)) return undefined;
  const match = /^\s*(?:[\^~]|[<>]=?|=)?\s*v?(\d+)(?:\.(\d+|x|X|\*))?(?:\.(\d+|x|X|\*))?/.exec(range);
  if (!match || range.startsWith('npm:') || range.startsWith('workspace:') || range.startsWith('file:'))
    return undefined;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? value : '0');
  return `${match[1]}.${part(match[2])}.${part(match[3])}`;
}

export { majorOf };

/** The module style a project writes: TypeScript, ESM JavaScript, or CommonJS. */
export function moduleStyleOf(projectDirectory: string, files: readonly string[]): ModuleStyle {
  if (
    files.some((file) => /\.(ts|tsx|mts|cts)$/.test(file)) ||
    existsSync(path.join(projectDirectory, 'tsconfig.json'))
  )
    return 'ts';
  const packageDirectory = nearestPackageDirectory(projectDirectory);
  const isModulePackage = (packageDirectory && readPackageJson(packageDirectory)?.type === 'module') ?? false;
  if (files.length > 0 && files.every((file) => file.endsWith('.cjs'))) return 'cjs';
  if (files.length > 0 && files.every((file) => file.endsWith('.mjs'))) return 'esm';
  return isModulePackage ? 'esm' : 'cjs';
}

/** Adapter module file name for a style; `.cjs`/`.mjs` only where `.js` would mean the other system. */
export function adapterFileName(style: ModuleStyle, projectDirectory: string): string {
  if (style === 'ts') return 'std-tool.ts';
  const packageDirectory = nearestPackageDirectory(projectDirectory);
  const isModulePackage = (packageDirectory && readPackageJson(packageDirectory)?.type === 'module') ?? false;
  if (style === 'cjs') return isModulePackage ? 'std-tool.cjs' : 'std-tool.js';
  return isModulePackage ? 'std-tool.js' : 'std-tool.mjs';
}

export interface Project {
  /** Where the adapter module goes (a package folder inside the scan, or the scanned folder). */
  root: string;
  packages: PackageVersions;
  /** The ranges its package.json declares for them. */
  ranges: Record<string, string>;
  style: ModuleStyle;
  adapterPath: string;
  /** `.js` on relative imports (Node16/NodeNext resolution). */
  importExtension: ImportExtension;
  /** Its package.json's `type` (`module`: its `.ts` and `.js` files are ES modules). */
  packageType?: string;
  /** The project runs knip (knip.ts): the exports the migration adds are tagged `@public`. */
  publicExports: boolean;
  /** ESLint rules its config sets for hand-written code, which its adapter module turns off (lint-style.ts). */
  lintRulesOff: string[];
  files: string[];
}

/**
 * The outermost scanned path that is the file or holds it: its folders are climbed, not
 * every scanned path tested (a pre-commit hook names hundreds of files; that was quadratic).
 */
function outermostScanRoot(file: string, scanRoots: ReadonlySet<string>): string | undefined {
  let found: string | undefined;
  let current = file;
  for (;;) {
    if (scanRoots.has(current)) found = current;
    const parent = path.dirname(current);
    if (parent === current) return found;
    current = parent;
  }
}

/**
 * Files are grouped by the package folder they sit in (the nearest package.json, not
 * above the git repository), whatever paths were named: `. src/ai` or `src/ai/tools.ts`
 * belong to the same project as the rest, with one adapter module. A file with no
 * package.json above it belongs to the outermost scanned folder that holds it.
 */
export function groupIntoProjects(
  files: readonly string[],
  options: { paths: readonly string[]; adapterPath?: string },
  /** The discovery walk's listings of these files' folders. */
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): Project[] {
  const scanRoots = new Set(options.paths.map((given) => path.resolve(given)));
  const byRoot = new Map<string, string[]>();
  // Many files share a folder: its package folder is looked up once.
  const packageOf = new Map<string, string | undefined>();
  const repositoryOf = enclosingRepositoryLookup(listings);
  for (const file of files) {
    const scanRoot = outermostScanRoot(file, scanRoots);
    const fallback = scanRoot === file || scanRoot === undefined ? path.dirname(file) : scanRoot;
    const folder = path.dirname(file);
    if (!packageOf.has(folder)) packageOf.set(folder, nearestPackageDirectory(folder, repositoryOf(folder), listings));
    const root = packageOf.get(folder) ?? fallback;
    const group = byRoot.get(root) ?? [];
    group.push(file);
    byRoot.set(root, group);
  }
  return [...byRoot].map(([root, projectFiles]) => {
    const versionsFrom = nearestPackageDirectory(root, undefined, listings) ?? root;
    const ranges = declaredRanges(versionsFrom, listings);
    const style = moduleStyleOf(root, projectFiles);
    const tsconfig = governingTsconfig(root, projectFiles);
    return {
      root,
      packages: packageVersions(versionsFrom, listings, ranges),
      ranges,
      style,
      adapterPath: options.adapterPath
        ? path.resolve(options.adapterPath)
        : path.join(adapterDirectory(root, projectFiles, tsconfig), adapterFileName(style, root)),
      importExtension: importExtensionOf(root, tsconfig),
      packageType: readPackageJson(root)?.type,
      publicExports: runsKnip(versionsFrom),
      lintRulesOff: lintRulesTheModuleTurnsOff(versionsFrom),
      files: projectFiles,
    };
  });
}

/** Inside the project's sources when its tsconfig says where they are (and they are in the scan). */
function adapterDirectory(root: string, projectFiles: readonly string[], tsconfig: string | undefined): string {
  // Placement follows a config in the project's own folder (a root-only monorepo config places nothing).
  const own = tsconfig && path.dirname(tsconfig) === root ? tsconfig : undefined;
  const sources = sourceRoot(root, projectFiles, own);
  return sources === root || sources.startsWith(root + path.sep) ? sources : root;
}
