/**
 * Where a project keeps its sources, so the adapter module lands inside them: a
 * tsconfig `rootDir: "src"` (or `include: ["src"]` in a composite project) rejects a file at the project root,
 * and with an `outDir` but no `rootDir`, tsc roots its output at the sources' common folder, which a file at
 * the project root would move (`lib/index.js` becoming `lib/src/index.js`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { excludeMatcher } from './tsconfig-exclude';
import { typescript } from './typescript';

interface ConfigShape {
  extends?: unknown;
  compilerOptions?: Record<string, unknown>;
  include?: unknown;
  exclude?: unknown;
}

/**
 * A root `api/` folder is Vercel's Serverless Functions folder: every file in it is deployed as a
 * function, so the module never goes there.
 */
const NOT_A_HOME = new Set(['api']);

const TYPESCRIPT_INPUT = /(?<!\.d)\.[cm]?tsx?$/;

/** tsconfig.json is JSON with comments and trailing commas. */
export function parseJsonWithComments(text: string): unknown {
  let output = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '"') {
      const end = endOfString(text, index);
      output += text.slice(index, end);
      index = end - 1;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
      output += '\n';
    } else if (char === '/' && text[index + 1] === '*') {
      const close = text.indexOf('*/', index + 2);
      index = close === -1 ? text.length : close + 1;
    } else {
      output += char;
    }
  }
  return JSON.parse(output.replace(/,(\s*[}\]])/g, '$1'));
}

function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/**
 * The folder sources live in: a rootDir below the project root; else, when `include` does not take a file at the
 * root (a composite project rejects a module outside it, TS6307), the folder it names (`src` first where it names
 * several, never `api/`); else, with an `outDir`, the common folder of the project's TypeScript files
 * (`projectFiles`: tsc's own root for its output); else the project root.
 */
export function sourceRoot(
  projectRoot: string,
  projectFiles: readonly string[] = [],
  /** A config in the project's folder other than its tsconfig.json: the one a solution refers it to. */
  configPath = path.join(projectRoot, 'tsconfig.json'),
): string {
  const tsconfig = readConfig(configPath);
  if (!tsconfig) return projectRoot;
  const rootDir = tsconfig.compilerOptions?.rootDir;
  const sources = typeof rootDir === 'string' ? path.resolve(projectRoot, rootDir) : projectRoot;
  // A rootDir above the project (`"../.."`: a workspace package compiled from the repository's root) holds the
  // whole project, so it does not say where in it the sources are: `include` does.
  if (sources.startsWith(projectRoot + path.sep)) return sources;
  const included = Array.isArray(tsconfig.include) ? includedFolder(projectRoot, tsconfig.include) : undefined;
  if (included) return included;
  // `rootDir: "."` roots the output at the project itself.
  const outDir = tsconfig.compilerOptions?.outDir;
  if (typeof outDir !== 'string' || typeof rootDir === 'string') return projectRoot;
  const common = commonFolder(projectRoot, inputsOf(projectFiles, projectRoot, outDir));
  const others = otherConfigRoots(projectRoot, { path: configPath, config: tsconfig }, projectFiles);
  return deepestOfChain([common, ...others]) ?? common;
}

/**
 * The output roots of the configs beside the project's own that extend it (`tsconfig.build.json`, which a Nest
 * project builds with, leaving out `test/`): each one's rootDir, or with an outDir the common folder of the files
 * it compiles, as TypeScript reads it (`include`, `exclude`). A module above one would move its output.
 */
function otherConfigRoots(projectRoot: string, base: ReadConfig, projectFiles: readonly string[]): string[] {
  let names: string[];
  try {
    names = readdirSync(projectRoot).filter((name) => /^tsconfig\..+\.json$/.test(name));
  } catch {
    return [];
  }
  const roots: string[] = [];
  for (const configPath of names.map((name) => path.join(projectRoot, name))) {
    const config = configPath === base.path ? undefined : readConfig(configPath);
    if (!config || !extendsConfig({ path: configPath, config }, base.path)) continue;
    const { rootDir, outDir, inputs } =
      compiledWithoutTypeScript({ path: configPath, config }, base, projectFiles) ?? compiledByTypeScript(configPath);
    if (rootDir) roots.push(path.resolve(rootDir));
    else if (outDir) roots.push(commonFolder(projectRoot, inputsOf(inputs, projectRoot, outDir)));
  }
  return roots;
}

/** A config's path and what it holds. */
interface ReadConfig {
  path: string;
  config: ConfigShape;
}

interface CompiledFiles {
  rootDir?: string;
  outDir?: string;
  inputs: readonly string[];
}

function compiledByTypeScript(config: string): CompiledFiles {
  const host = { ...typescript().sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const parsed = typescript().getParsedCommandLineOfConfigFile(config, {}, host);
  const { rootDir, outDir } = parsed?.options ?? {};
  return { rootDir, outDir, inputs: (parsed?.fileNames ?? []).map((file) => path.resolve(file)) };
}

/**
 * The usual such config (`{ "extends": "./tsconfig.json", "exclude": [...] }` beside a base that names no files
 * and extends nothing) read without loading the compiler: the base's files less those its `exclude` takes (or
 * the base's, or TypeScript's default, where it has none). Undefined for any other config, which TypeScript reads.
 */
function compiledWithoutTypeScript(
  sibling: ReadConfig,
  base: ReadConfig,
  projectFiles: readonly string[],
): CompiledFiles | undefined {
  const [own, inherited] = [sibling.config, base.config];
  if (Object.keys(own).some((key) => !SIMPLE_SIBLING_KEYS.has(key))) return undefined;
  // Extending one more config than the project's, it may take another's files or folders.
  if (typeof own.extends !== 'string' || !isOptionsObject(own.compilerOptions)) return undefined;
  if (['extends', 'include', 'files'].some((key) => key in inherited)) return undefined;
  const option = (name: 'rootDir' | 'outDir'): string | undefined | false => {
    const [value, folder] =
      own.compilerOptions && name in own.compilerOptions
        ? [own.compilerOptions[name], path.dirname(sibling.path)]
        : [inherited.compilerOptions?.[name], path.dirname(base.path)];
    if (value === undefined) return undefined;
    return typeof value === 'string' && path.resolve(folder, value);
  };
  const rootDir = option('rootDir');
  const outDir = option('outDir');
  if (rootDir === false || outDir === false) return undefined;
  const exclude = 'exclude' in own ? own.exclude : inherited.exclude;
  const excludeFolder = path.dirname('exclude' in own ? sibling.path : base.path);
  const patterns = exclude ?? [...DEFAULT_EXCLUDE, ...(outDir ? [outDir] : [])];
  if (!Array.isArray(patterns) || !patterns.every((pattern) => typeof pattern === 'string')) return undefined;
  const excluded = excludeMatcher(patterns, excludeFolder);
  return { rootDir, outDir, inputs: excluded ? projectFiles.filter((file) => !excluded(file)) : projectFiles };
}

function isOptionsObject(options: unknown): boolean {
  return options === undefined || (typeof options === 'object' && options !== null && !Array.isArray(options));
}

/** What such a config may hold for it to be read without the compiler. */
const SIMPLE_SIBLING_KEYS = new Set(['extends', 'exclude', 'compilerOptions']);
/** What TypeScript excludes where no config of the chain says: these, and the output folder. */
const DEFAULT_EXCLUDE = ['node_modules', 'bower_components', 'jspm_packages'];

function readConfig(config: string): ConfigShape | undefined {
  try {
    return parsedConfigObject(readFileSync(config, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A config's text as the object it must be; undefined where it is not JSON (with comments) of an object. */
export function parsedConfigObject(text: string): Record<string, unknown> | undefined {
  try {
    const read = parseJsonWithComments(text);
    return read !== null && typeof read === 'object' && !Array.isArray(read)
      ? (read as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The config's `extends` names `base` (one of a list, as TypeScript finds it). */
function extendsConfig({ path: configPath, config }: ReadConfig, base: string): boolean {
  const named = Array.isArray(config.extends) ? config.extends : [config.extends];
  return named.some(
    (entry) => typeof entry === 'string' && extendedConfigPath(entry, path.dirname(configPath)) === base,
  );
}

/** The deepest of folders that each hold the next shallower one; undefined where two are side by side. */
function deepestOfChain(folders: readonly string[]): string | undefined {
  const byDepth = [...folders].sort((a, b) => a.length - b.length);
  const deepest = byDepth[byDepth.length - 1]!;
  const holds = (outer: string) => deepest === outer || deepest.startsWith(outer + path.sep);
  return byDepth.every(holds) ? deepest : undefined;
}

/** The folder `include` names when it takes no file at the project root (`*.ts`, `**\/*` do). */
function includedFolder(projectRoot: string, include: unknown[]): string | undefined {
  // A pattern of root files that the module's name would not match (`vitest.config.*.ts`) names no folder.
  const entries = include
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.replace(/^\.\//, ''))
    .filter((entry) => entry.includes('/') || !/[*?{[]/.test(entry) || rootPatternTakes(entry, 'std-tool.ts'));
  const firstSegments = entries.map((entry) => entry.split('/')[0]!);
  if (entries.length === 0 || firstSegments.some((segment) => /[*?{[]/.test(segment))) return undefined;
  const folders = firstSegments.filter(
    (segment) =>
      segment !== '' &&
      segment !== '.' &&
      segment !== '..' &&
      !NOT_A_HOME.has(segment) &&
      isFolder(path.join(projectRoot, segment)),
  );
  const chosen = folders.includes('src') ? 'src' : folders[0];
  return chosen ? path.join(projectRoot, chosen) : undefined;
}

/** `*.ts` takes `std-tool.ts`, `vitest.config.*.ts` does not (`*`, `?`; a brace or class: taken, to be safe). */
function rootPatternTakes(pattern: string, fileName: string): boolean {
  if (/[{[]/.test(pattern)) return true;
  const source = pattern
    .replace(/[.+^$()|\\]/g, '\\$&')
    .replace(/\*+/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(fileName);
}

/** The project's TypeScript files that tsc compiles by default: none in the output folder. */
function inputsOf(projectFiles: readonly string[], projectRoot: string, outDir: string): string[] {
  const output = path.resolve(projectRoot, outDir) + path.sep;
  const inside = projectRoot + path.sep;
  return projectFiles.filter(
    (file) => file.startsWith(inside) && TYPESCRIPT_INPUT.test(file) && !file.startsWith(output),
  );
}

/** The deepest folder holding every one of `files`, if it is inside the project (not `api/`); else the root. */
function commonFolder(projectRoot: string, files: readonly string[]): string {
  if (files.length === 0) return projectRoot;
  let common = path.dirname(files[0]!);
  for (const file of files) {
    while (common !== projectRoot && !file.startsWith(common + path.sep)) common = path.dirname(common);
  }
  const inside = common.startsWith(projectRoot + path.sep);
  const top = inside ? path.relative(projectRoot, common).split(path.sep)[0]! : '';
  return inside && !NOT_A_HOME.has(top) ? common : projectRoot;
}

function isFolder(candidate: string): boolean {
  try {
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
}

/** Where an `extends` entry points: a path from the config's folder, or a package's config in node_modules. */
export function extendedConfigPath(specifier: string, fromFolder: string): string | undefined {
  const candidates = (base: string) => [base, `${base}.json`, path.join(base, 'tsconfig.json')];
  if (isConfigPath(specifier)) return candidates(path.resolve(fromFolder, specifier)).find(isFile);
  for (let folder = fromFolder; ; folder = path.dirname(folder)) {
    const found = candidates(path.join(folder, 'node_modules', specifier)).find(isFile);
    if (found) return found;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/** An `extends` entry that names a file by its path (else a package's config). */
export function isConfigPath(specifier: string): boolean {
  return specifier.startsWith('.') || path.isAbsolute(specifier);
}

export function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}
