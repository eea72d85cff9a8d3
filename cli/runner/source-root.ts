/**
 * Where a project keeps its sources, so the adapter module lands inside them: a
 * tsconfig `rootDir: "src"` (or `include: ["src"]` in a composite project) rejects a file at the project root.
 */
import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

interface TsconfigShape {
  compilerOptions?: { rootDir?: unknown };
  include?: unknown;
}

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
 * several); else the project root.
 */
export function sourceRoot(projectRoot: string): string {
  let tsconfig: TsconfigShape;
  try {
    tsconfig = parseJsonWithComments(readFileSync(path.join(projectRoot, 'tsconfig.json'), 'utf8')) as TsconfigShape;
  } catch {
    return projectRoot;
  }
  const rootDir = tsconfig.compilerOptions?.rootDir;
  const sources = typeof rootDir === 'string' ? path.resolve(projectRoot, rootDir) : projectRoot;
  if (sources !== projectRoot || !Array.isArray(tsconfig.include)) return sources;
  const entries = tsconfig.include.filter((entry): entry is string => typeof entry === 'string');
  const firstSegments = entries.map((entry) => entry.replace(/^\.\//, '').split('/')[0]!);
  // `*.ts`, `**/*`: files at the root are included.
  if (entries.length === 0 || firstSegments.some((segment) => /[*?{[]/.test(segment))) return projectRoot;
  const folders = firstSegments.filter(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && isFolder(path.join(projectRoot, segment)),
  );
  const chosen = folders.includes('src') ? 'src' : folders[0];
  return chosen ? path.join(projectRoot, chosen) : projectRoot;
}

function isFolder(candidate: string): boolean {
  try {
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
}
