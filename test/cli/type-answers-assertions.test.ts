/**
 * The type oracle's `isString` answers for the value, not for what the code asserts of it: `x as string`,
 * `<string>x` and `x!` say what the author claims (often because the type said otherwise), so the checker is
 * asked of `x` itself. Unwrapped on that word, a result whose text may be `undefined` or a promise would
 * change when the adapter rebuilds it.
 */
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProjectProgram } from '../../cli/runner/type-answers';
import { TypeProjects } from '../../cli/runner/type-projects';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

const TOOL_TS = `declare function maybe(): string | undefined;
declare function later(): Promise<string>;
declare const anything: unknown;
declare const text: string;

export const a = maybe() as string;
export const b = <string>later();
export const c = maybe()!;
export const d = (anything as unknown) as string;
export const e = text as string;
export const f = (maybe() satisfies string | undefined);
export const g = ('x' + text) as 'x';
`;

describe('isString of an asserted value', () => {
  it('answers for the value under the assertion', () => {
    const root = makeTempDir('type-answers-assertions');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, lib: ['es2022'] } }),
      'tool.ts': TOOL_TS,
    });
    const file = path.join(root, 'tool.ts');
    const body = TOOL_TS.indexOf('export const a');
    const questions = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name): TypeQuestion => {
      const declared = TOOL_TS.indexOf(`export const ${name} = `, body) + `export const ${name} = `.length;
      const end = TOOL_TS.indexOf(';', declared);
      return { question: 'isString', start: declared, end };
    });
    const project = new TypeProjects().projectOf(file)!;
    const asking = { path: file, text: TOOL_TS, questions };
    const answers = new ProjectProgram(project, [asking], new Map()).answer(asking);
    const byName = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name, index) => [name, answers[questionKey(questions[index]!)]]),
    );
    expect(byName).toEqual({
      a: false, // string | undefined
      b: false, // a promise
      c: false, // `!` drops `undefined` from the type, not from the value
      d: undefined, // unknown
      e: true,
      f: false,
      g: true, // a string whatever the literal type claimed
    });
  });
});
