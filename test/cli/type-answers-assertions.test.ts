/**
 * The type oracle's `isString` and `isNeverThenable` answer for the value, not for what the code asserts
 * of it: `x as string`, `<string>x` and `x!` say what the author claims (often because the type said
 * otherwise), so the checker is asked of `x` itself. Unwrapped on that word, a result whose text may be
 * `undefined` or a promise would change when the adapter rebuilds it.
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

const THENABLE_TS = `declare function maybe(): string | undefined;
declare function later(): Promise<string>;
declare const anything: unknown;
interface Note { text: string }
declare const note: Note;
const plain = { count: 1 };
const thenable = { then: (resolve: (v: number) => void) => resolve(1) };
const list = [later()];
declare const empty: {};

export const a = maybe();
export const b = later();
export const c = anything;
export const d = note;
export const e = plain;
export const f = thenable;
export const g = list;
export const h = maybe() as unknown as Promise<string>;
export const i = empty;
`;

describe('isNeverThenable', () => {
  it('says yes of primitives and object types with properties but no then, no of a promise', () => {
    const root = makeTempDir('type-answers-thenable');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, lib: ['es2022'] } }),
      'tool.ts': THENABLE_TS,
    });
    const file = path.join(root, 'tool.ts');
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const questions = names.map((name): TypeQuestion => {
      const declared = THENABLE_TS.indexOf(`export const ${name} = `) + `export const ${name} = `.length;
      return { question: 'isNeverThenable', start: declared, end: THENABLE_TS.indexOf(';', declared) };
    });
    const project = new TypeProjects().projectOf(file)!;
    const asking = { path: file, text: THENABLE_TS, questions };
    const answers = new ProjectProgram(project, [asking], new Map()).answer(asking);
    expect(Object.fromEntries(names.map((name, index) => [name, answers[questionKey(questions[index]!)]]))).toEqual({
      a: true,
      b: false, // a promise
      c: undefined,
      d: true, // an interface without then
      e: true,
      f: false,
      g: true, // the array itself, whatever it holds
      h: true, // the value under the assertion
      i: undefined, // anything may be held by `{}`
    });
  });
});
