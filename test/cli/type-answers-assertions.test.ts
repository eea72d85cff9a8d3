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

/** The answers to `question` about each `export const <name> = <value>;` of `source`, from a real program. */
function answersOf(source: string, question: TypeQuestion['question'], names: string[], strict = true) {
  const root = makeTempDir('type-answers-values');
  writeTree(root, {
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict, lib: ['es2022'] } }),
    'tool.ts': source,
  });
  const file = path.join(root, 'tool.ts');
  const questions = names.map((name): TypeQuestion => {
    const start = source.indexOf(`export const ${name} = `) + `export const ${name} = `.length;
    return { question, start, end: source.indexOf(';', start) };
  });
  const asking = { path: file, text: source, questions };
  const answers = new ProjectProgram(new TypeProjects().projectOf(file)!, [asking], new Map()).answer(asking);
  return Object.fromEntries(names.map((name, index) => [name, answers[questionKey(questions[index]!)]]));
}

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
    const byName = answersOf(TOOL_TS, 'isString', ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
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

  it('says no yes without strictNullChecks, where a `string` may hold undefined unwritten; a no still holds', () => {
    expect(answersOf(TOOL_TS, 'isString', ['e', 'b'], false)).toEqual({ e: undefined, b: false });
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
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(answersOf(THENABLE_TS, 'isNeverThenable', names)).toEqual({
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

const NULLISH_TS = `import type { ZodRawShape } from './shape';
interface Props { args: Record<string, unknown>; schema?: Record<string, unknown> }
declare const props: Props;
declare const anything: any;
declare function make(): object;
declare function maybe(): object | null;

export const a = props.args as any;
export const b = props.schema as any;
export const c = props.schema!;
export const d = anything;
export const e = make();
export const f = maybe();
export const g = { a: 1 };
`;

describe('isNeverNullish', () => {
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('under strictNullChecks, says no where undefined or null may be held, whatever is asserted', () => {
    expect(answersOf(NULLISH_TS, 'isNeverNullish', names)).toEqual({
      a: true, // the value under \`as any\`
      b: false, // an optional field
      c: false, // \`!\` drops undefined from the type, not from the value
      d: undefined,
      e: true,
      f: false,
      g: true,
    });
  });

  it('answers nothing without strictNullChecks, where no type holds undefined', () => {
    expect(answersOf(NULLISH_TS, 'isNeverNullish', names, false)).toEqual(
      Object.fromEntries(names.map((name) => [name, undefined])),
    );
  });
});
