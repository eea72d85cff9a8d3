/**
 * Where a project keeps its sources, so the adapter module lands inside them: a
 * tsconfig `rootDir: "src"` (or `include: ["src"]` in a composite project) rejects a file at the project root,
 * and with an `outDir` but no `rootDir`, tsc roots its output at the sources' common folder, which a file at
 * the project root would move (`lib/index.js` becoming `lib/src/index.js`).
 */
import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

interface TsconfigShape {
  compilerOptions?: { rootDir?: unknown; outDir?: unknown };
  include?: unknown;
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
  let tsconfig: TsconfigShape;
  try {
    tsconfig = parseJsonWithComments(readFileSync(configPath, 'utf8')) as TsconfigShape;
  } catch {
    return projectRoot;
  }
  const rootDir = tsconfig.compilerOptions?.rootDir;
  const sources = typeof rootDir === 'string' ? path.resolve(projectRoot, rootDir) : projectRoot;
  if (sources !== projectRoot) return sources;
  const included = Array.isArray(tsconfig.include) ? includedFolder(projectRoot, tsconfig.include) : undefined;
  if (included) return included;
  // `rootDir: "."` roots the output at the project itself.
  const outDir = tsconfig.compilerOptions?.outDir;
  if (typeof outDir !== 'string' || typeof rootDir === 'string') return projectRoot;
  return commonFolder(projectRoot, inputsOf(projectFiles, projectRoot, outDir));
}

/** The folder `include` names when it takes no file at the project root (`*.ts`, `**\/*` do). */
function includedFolder(projectRoot: string, include: unknown[]): string | undefined {
  const entries = include.filter((entry): entry is string => typeof entry === 'string');
  const firstSegments = entries.map((entry) => entry.replace(/^\.\//, '').split('/')[0]!);
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
