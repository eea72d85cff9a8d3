/**
 * Where a new relative import goes, and the order of its names, so that a file whose imports are sorted stays
 * so. Import sorters agree on relative paths: they come as one run, ordered by their text (Biome's
 * `organizeImports`, simple-import-sort, import-x's `order` with `alphabetize`, perfectionist, TypeScript's
 * organize imports: `../../a` before `../b` before `./c`), some case-sensitively and some not. A file whose run
 * is out of order under both, or where either order would put the import elsewhere, gets it after its last
 * import, as before.
 */
import type * as t from '@babel/types';
import { nextLineStart, startsLine } from './source-style';

type Compare = (a: string, b: string) => number;

const ordinal: Compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const caseInsensitive: Compare = (a, b) => ordinal(a.toLowerCase(), b.toLowerCase()) || ordinal(a, b);

/**
 * The import the new one goes right above, or undefined for "after the last import": the first import of the
 * run of adjacent relative imports that ends the file's imports that sorts after `specifier`, where the run is
 * sorted and that import starts its line with no comment above it (a comment there may be about it:
 * `// @ts-expect-error`).
 */
export function sortedImportPlace(
  source: string,
  program: t.Program,
  comments: readonly t.Comment[],
  specifier: string,
): t.ImportDeclaration | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const run = lastRelativeRun(program);
  if (run.length === 0) return undefined;
  const sources = run.map((statement) => statement.source.value);
  const places = [ordinal, caseInsensitive]
    .filter((compare) => sources.every((value, index) => index === 0 || compare(sources[index - 1]!, value) <= 0))
    .map((compare) => sources.findIndex((value) => compare(value, specifier) > 0));
  if (places.length === 0 || places.some((place) => place !== places[0]) || places[0] === -1) return undefined;
  const before = run[places[0]!]!;
  const previous = program.body[program.body.indexOf(before) - 1];
  if (!previous || !startsLine(source, before.start!)) return undefined;
  const below = nextLineStart(source, previous.end!);
  const commented = comments.some((comment) => comment.start! >= below && comment.end! <= before.start!);
  return commented ? undefined : before;
}

/**
 * The names of an import in the order import sorters write them (Biome's `organizeImports`, simple-import-sort,
 * perfectionist): by imported name without case, `type` aside (`abortSignalOf, type McpToolContext, standardTool`).
 */
export function sortedSpecifiers(specifiers: readonly string[]): string[] {
  const nameOf = (specifier: string) => specifier.replace(/^type /, '').split(' as ')[0]!;
  return [...specifiers].sort((a, b) => caseInsensitive(nameOf(a), nameOf(b)));
}

/**
 * The adjacent imports of relative paths that end the file's imports: packages (the framework's among them)
 * come first, so the adapter module, which loads the framework, still loads after the framework import and
 * before the file's own modules, as the original loaded them. A side-effect import (`import './setup'`) ends a
 * run: sorters never move an import across one, and it may have to run first.
 */
function lastRelativeRun(program: t.Program): t.ImportDeclaration[] {
  const inRun = (statement: t.Statement | undefined): statement is t.ImportDeclaration =>
    statement?.type === 'ImportDeclaration' &&
    statement.source.value.startsWith('.') &&
    statement.specifiers.length > 0;
  const body = program.body;
  const end = body.findLastIndex((statement) => statement.type === 'ImportDeclaration');
  if (end < 0 || !inRun(body[end])) return [];
  let start = end;
  while (start > 0 && inRun(body[start - 1])) start--;
  return body.slice(start, end + 1) as t.ImportDeclaration[];
}
