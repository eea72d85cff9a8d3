/**
 * Where a project keeps its sources, so the adapter module lands inside them: a
 * tsconfig `rootDir: "src"` (or `include: ["src"]`) rejects a file at the project root.
 */
import { readFileSync } from 'node:fs';
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

/** The folder sources live in: tsconfig's rootDir, else the one folder `include` names, else the project root. */
export function sourceRoot(projectRoot: string): string {
  let tsconfig: TsconfigShape;
  try {
    tsconfig = parseJsonWithComments(readFileSync(path.join(projectRoot, 'tsconfig.json'), 'utf8')) as TsconfigShape;
  } catch {
    return projectRoot;
  }
  const rootDir = tsconfig.compilerOptions?.rootDir;
  if (typeof rootDir === 'string') return path.resolve(projectRoot, rootDir);
  if (Array.isArray(tsconfig.include) && tsconfig.include.length > 0) {
    const folders = new Set(
      tsconfig.include.map((entry) =>
        typeof entry === 'string' ? entry.replace(/^\.\//, '').split('/')[0] : undefined,
      ),
    );
    const [only] = [...folders];
    if (folders.size === 1 && only && !/[*?{[]/.test(only) && !/\.[cm]?[jt]sx?$/.test(only))
      return path.resolve(projectRoot, only);
  }
  return projectRoot;
}
