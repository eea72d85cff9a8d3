/**
 * No function of a front end (its `describe()` above all) runs over about 80 lines: a longer
 * one is split into named steps, each with one job (CONTRIBUTING, "The front-end skeleton").
 * Measured with the TypeScript parser, from a function's first line to its last.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 80;
const frontEndsRoot = path.join(__dirname, '..', '..', 'transforms', 'front-ends');

interface Measured {
  where: string;
  lines: number;
}

/** Every function with a body in `file`, named `<folder>/<file>:<function>`, with its length in lines. */
function functionLengths(folder: string, file: string): Measured[] {
  const text = readFileSync(path.join(frontEndsRoot, folder, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const measured: Measured[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const name =
        node.name && ts.isIdentifier(node.name) ? node.name.text : `(line ${lineOf(node.getStart(source)) + 1})`;
      measured.push({
        where: `${folder}/${file}:${name}`,
        lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return measured;
}

const frontEnds = readdirSync(frontEndsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('front-end function size', () => {
  it.each(frontEnds)(`%s: no function over ${MAX_LINES} lines`, (folder) => {
    const files = readdirSync(path.join(frontEndsRoot, folder)).filter((file) => file.endsWith('.ts'));
    const measured = files.flatMap((file) => functionLengths(folder, file));
    expect(measured.some((entry) => entry.where.endsWith(':collect'))).toBe(true);
    const tooLong = measured
      .filter((entry) => entry.lines > MAX_LINES)
      .map((entry) => `${entry.where}: ${entry.lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
