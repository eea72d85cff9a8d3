/**
 * Where a question's subject is read from, beyond an imported name (transforms/lib/question-origin.ts):
 * the value `JSON.stringify` is given, a member `this` inherits from an imported base class or holds
 * from an imported initializer, and a callback's parameter typed by an imported callee. Each origin is
 * a claim: where that module cannot resolve, the checker types the subject `any` and answers nothing,
 * so no program is built. The last test asks a real program every subject and checks the claim, and
 * that where no origin is given (an annotation, a default, a narrowing, a merged interface), the
 * checker does answer.
 */
import * as path from 'node:path';
import type * as t from '@babel/types';
import { afterAll, describe, expect, it } from 'vitest';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import { parseModule } from '../../transforms/lib/parse';
import { importedRootOf } from '../../transforms/lib/question-origin';
import { fileScopesOf, programPathOfFile } from '../../transforms/lib/scope';
import { questionKey, type TypeQuestionName } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from '../cli/support/temp-project';

afterAll(removeTempDirs);

const SOURCE = `import { Server, make } from 'not-installed';
import { Base } from 'not-installed-base';
import { local } from './local';

const server = new Server();
export const whole = JSON.stringify(make());
export const spaced = JSON.stringify(make().value, null, 2);
export const spread = JSON.stringify(...make());
export function shadowed(JSON: { stringify(value: unknown): string }) {
  return JSON.stringify(make());
}
export function narrowedMember() {
  const picked = make();
  return typeof picked.label === 'string' ? picked.label : 'none';
}

export const printed = make();
console.log(JSON.stringify(printed.label));
server.registerTool('a', {}, async (args) => ({ text: JSON.stringify(args) }));
server.registerTool('b', {}, async ({ word, pair: [first] }) => ({ text: word + first }));
server.registerTool('c', {}, async (typed: string) => ({ text: typed }));
server.registerTool('d', {}, async (word = 'x') => ({ text: word }));
server.registerTool('e', {}, async (...rest) => ({ text: rest }));
server.registerTool('f', {}, async (moved) => {
  moved = 'x';
  return { text: moved };
});
server.registerTool('g', {}, /** @param {string} noted */ async (noted) => ({ text: noted }));
local((given) => ({ text: given }));
export const handler = (loose) => ({ text: loose });

export class Agent extends Base {
  server = new Server();
  typedField: string = make();
  method(): string {
    return 'x';
  }
  run() {
    const inherited = this.env.AI.search();
    const field = this.server.tool();
    const annotated = this.typedField;
    const called = this.method();
    const other = function (this: { env: string }) {
      return this.env;
    };
    const arrow = () => this.env.name;
    return [inherited, field, annotated, called, other, arrow];
  }
  static create() {
    return this.server;
  }
}
export class Unnarrowed extends Base {
  run() {
    return typeof this.props === 'string' ? this.props : '';
  }
}
export class Special {
  label = 'special';
}
export class ThisNarrowing extends Base {
  run() {
    return this instanceof Special ? this.label : '';
  }
}
export class Merged extends Base {
  run() {
    return this.extra;
  }
}
export interface Merged {
  extra: string;
}
export class Alone {
  run() {
    return this.missing;
  }
}
`;

/** The node that spans exactly `code`, at its `occurrence`-th place (0: the first) after `after`. */
function nodeOf(ast: t.File, code: string, after = '', occurrence = 0): t.Node {
  let start = SOURCE.indexOf(after) - 1;
  for (let index = 0; index <= occurrence; index += 1) start = SOURCE.indexOf(code, start + 1);
  if (start < 0 || SOURCE.indexOf(after) < 0) throw new Error(`no ${code} after ${after}`);
  let found: t.Node | undefined;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const candidate = node as t.Node;
    if (typeof candidate.type === 'string' && candidate.start === start && candidate.end === start + code.length)
      found ??= candidate;
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') visit(value);
      }
  };
  visit(ast.program);
  if (!found) throw new Error(`no node spans ${code}`);
  return found;
}

/** Each subject: the code, where it is, what the origin should be. */
interface Subject {
  code: string;
  after?: string;
  occurrence?: number;
  origin: string | undefined;
  question?: TypeQuestionName;
}
const SUBJECTS: Subject[] = [
  // `JSON.stringify(value)` is read from where the value is (isString only), not a spread, not a local JSON.
  { code: 'JSON.stringify(make())', origin: 'not-installed' },
  { code: 'JSON.stringify(make().value, null, 2)', origin: 'not-installed' },
  { code: 'JSON.stringify(...make())', origin: undefined },
  { code: 'JSON.stringify(make())', after: 'shadowed', origin: undefined },
  // A member of an `any` is never narrowed (`typeof picked.label === 'string'` leaves it `any`).
  { code: 'picked.label', after: "'string' ? picked.label", origin: 'not-installed' },
  { code: 'printed.label', origin: 'not-installed' },
  // A callback's parameter: from the callee, when nothing else types it.
  { code: 'JSON.stringify(args)', origin: 'not-installed' },
  { code: 'word + first', origin: undefined },
  { code: 'word', after: 'word + first', origin: 'not-installed' },
  { code: 'first', after: 'word + first', origin: 'not-installed' },
  { code: 'typed', after: 'text: typed', origin: undefined },
  { code: 'word', after: "text: word }));\nserver.registerTool('e'", origin: undefined },
  { code: 'rest', after: 'text: rest', origin: undefined },
  { code: 'moved', after: 'text: moved', origin: undefined },
  { code: 'noted', after: 'text: noted', origin: undefined },
  { code: 'given', after: 'text: given', origin: './local' },
  { code: 'loose', after: 'text: loose', origin: undefined },
  // `this`: an inherited member from the base's module, an own field from its initializer's.
  { code: 'this.env.AI.search()', origin: 'not-installed-base' },
  { code: 'this.server.tool()', origin: 'not-installed' },
  { code: 'this.typedField', after: 'const annotated', origin: undefined },
  { code: 'this.method()', origin: undefined },
  { code: 'this.env', after: 'return this.env;', origin: undefined },
  { code: 'this.env.name', origin: 'not-installed-base' },
  { code: 'this.server', after: 'static create', origin: undefined },
  { code: 'this.props', after: "'string' ? this.props", origin: 'not-installed-base' },
  // `this` narrowed anywhere in the class (`this instanceof Special`) has the members of what it is narrowed to.
  { code: 'this.label', after: 'Special ? this.label', origin: undefined },
  { code: 'this.extra', origin: undefined },
  { code: 'this.missing', origin: undefined },
];

describe('where a subject is read from, past an imported name', () => {
  const ast = parseModule(SOURCE, 'tools.ts');
  const scopes = fileScopesOf(programPathOfFile(ast));
  const originOf = (code: string, after?: string, occurrence?: number, question: TypeQuestionName = 'isString') =>
    importedRootOf(nodeOf(ast, code, after, occurrence), scopes, question);

  it.each(SUBJECTS)('$code after "$after": $origin', ({ code, after, occurrence, origin, question }) => {
    expect(originOf(code, after, occurrence, question)).toBe(origin);
  });

  it('reads JSON.stringify through to its value only for isString (the call is a string for any other question)', () => {
    expect(originOf('JSON.stringify(make())', undefined, 0, 'isZodObject')).toBeUndefined();
    expect(originOf('JSON.stringify(make())', undefined, 0, 'isPlainRecord')).toBeUndefined();
  });
});

describe('a real program, asked about every subject', () => {
  it('answers nothing where an origin that cannot resolve is given, and answers where none is', () => {
    const root = makeTempDir('question-origin-reads');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022', 'DOM'] } }),
      'local.ts': 'export function local(callback: (given: string) => unknown): void {\n  callback("x");\n}\n',
      'tools.ts': SOURCE,
    });
    const file = path.join(root, 'tools.ts');
    const ast = parseModule(SOURCE, 'tools.ts');
    const questions = SUBJECTS.map(({ code, after, occurrence, question = 'isString' }) => {
      const node = nodeOf(ast, code, after, occurrence);
      return { question, start: node.start!, end: node.end! };
    });
    const asked = questions.map((question) => ({
      key: questionKey(question),
      question,
      answer: undefined,
    }));
    const answers = new TypeOracleSession().answer([{ path: file, text: SOURCE, asked }]).get(file) ?? {};
    const answered = (index: number) => answers[asked[index]!.key];
    SUBJECTS.forEach(({ code, origin }, index) => {
      if (origin?.startsWith('not-installed')) expect(answered(index), code).toBeUndefined();
    });
    // Where the rules give no origin, the checker does know: a narrowed `this`, an annotation, a default,
    // a rest parameter, another function's `this`, a merged interface, an own method, a local callee's
    // parameter.
    const knows = (code: string, after?: string) =>
      answered(SUBJECTS.findIndex((subject) => subject.code === code && subject.after === after));
    for (const [code, after] of [
      ['this.label', 'Special ? this.label'],
      ['typed', 'text: typed'],
      ['word', "text: word }));\nserver.registerTool('e'"],
      ['rest', 'text: rest'],
      ['this.env', 'return this.env;'],
      ['this.typedField', 'const annotated'],
      ['this.method()', undefined],
      ['this.extra', undefined],
      ['given', 'text: given'],
    ] as const)
      expect(knows(code, after), code).toBeTypeOf('boolean');
  });
});
