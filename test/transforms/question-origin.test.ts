/**
 * A type-oracle question carries the module its subject is read from (transforms/lib/question-origin.ts),
 * and the runner builds no program for it where that module cannot resolve (the checker would type it
 * `any`): a package not installed, an alias leading nowhere. A relative module, an installed package or
 * an alias that leads somewhere is asked as before.
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import type * as t from '@babel/types';
import { afterAll, describe, expect, it } from 'vitest';
import { InstalledTypes } from '../../cli/runner/installed-types';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import { parseModule } from '../../transforms/lib/parse';
import { importedRootOf } from '../../transforms/lib/question-origin';
import { fileScopesOf, programPathOfFile } from '../../transforms/lib/scope';
import { TypeQuestions } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from '../cli/support/temp-project';

afterAll(removeTempDirs);

const SOURCE = `import { inputRequired, schemas } from '@modelcontextprotocol/server';
import * as pkg from 'some-package';
import type { Typed } from 'types-only';
import { local } from './local';

async function handler(schemas: unknown) {
  return schemas;
}

export const a = inputRequired({ inputRequests: {} });
export const b = pkg.nested.make()!.value;
export const c = (await pkg.load()).text;
export const d = pkg\`tagged\`;
export const e = inputRequired({}) as string;
export const f = local.text;
export const g = JSON.stringify(schemas);
export const h = new pkg.Maker();
export const i = (x: Typed) => x;
const client = pkg.connect();
const query = client.query;
export const j = query();
const typed: Typed = pkg.make();
export const k = typed.text;
import { checked, classy, guarded } from 'narrowed-package';
declare function isText(value: unknown): value is string;
declare class Foo {}
const fetched = pkg.fetch();
export const l = checked;
export const m = classy;
export const n = guarded;
export const o = fetched;
export function narrow() {
  if (typeof checked === 'string' || classy instanceof Foo || isText(guarded!)) return 1;
  return typeof fetched === 'string' ? fetched : '';
}
`;

/** The subjects: each exported constant's value. */
function subjects(): { scopes: ReturnType<typeof fileScopesOf>; values: Map<string, t.Node>; inner: t.Node } {
  const ast = parseModule(SOURCE, 'tools.ts');
  const program = programPathOfFile(ast);
  const values = new Map<string, t.Node>();
  let inner: t.Node | undefined;
  for (const statement of ast.program.body) {
    if (statement.type === 'FunctionDeclaration') {
      const returned = statement.body.body[0];
      if (returned?.type === 'ReturnStatement') inner = returned.argument!;
    }
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const [declarator] = statement.declaration.declarations;
    values.set((declarator!.id as t.Identifier).name, declarator!.init!);
  }
  return { scopes: fileScopesOf(program), values, inner: inner! };
}

describe('the module a question’s subject is read from', () => {
  it('follows calls, member reads, await, non-null and tags down to an imported name', () => {
    const { scopes, values } = subjects();
    const origin = (name: string) => importedRootOf(values.get(name)!, scopes);
    expect(origin('a')).toBe('@modelcontextprotocol/server');
    expect(origin('b')).toBe('some-package');
    expect(origin('c')).toBe('some-package');
    expect(origin('d')).toBe('some-package');
    expect(origin('h')).toBe('some-package');
    expect(origin('f')).toBe('./local');
    // Through constants with no type of their own.
    expect(origin('j')).toBe('some-package');
  });

  it('stops at an assertion, an annotated constant, a global, a local, a function, a narrowed name', () => {
    const { scopes, values, inner } = subjects();
    // `x as string` has the code's own type; JSON is a global; `schemas` inside handler is its parameter.
    expect(importedRootOf(values.get('e')!, scopes)).toBeUndefined();
    expect(importedRootOf(values.get('g')!, scopes)).toBeUndefined();
    expect(importedRootOf(inner, scopes)).toBeUndefined();
    expect(importedRootOf(values.get('i')!, scopes)).toBeUndefined();
    // A constant's annotation is the code's own type.
    expect(importedRootOf(values.get('k')!, scopes)).toBeUndefined();
    // A name the code narrows somewhere (typeof, instanceof, a type guard), directly or through a constant.
    for (const name of ['l', 'm', 'n', 'o']) expect(importedRootOf(values.get(name)!, scopes), name).toBeUndefined();
  });

  it('is recorded with an open question, not with an answered one', () => {
    const { values, scopes } = subjects();
    const open = new TypeQuestions({}, (node) => importedRootOf(node, scopes));
    open.returnsTextResults(values.get('a')!);
    expect(open.asked[0]!.question.importedFrom).toBe('@modelcontextprotocol/server');
    const key = open.asked[0]!.key;
    const answered = new TypeQuestions({ [key]: false }, (node) => importedRootOf(node, scopes));
    answered.returnsTextResults(values.get('a')!);
    expect(answered.asked[0]!.question.importedFrom).toBeUndefined();
  });
});

describe('the runner, for a subject read from a module', () => {
  const project = (options = {}) => ({ configPath: '/x/tsconfig.json', options });

  it('knows where the module might resolve', () => {
    const root = makeTempDir('question-origin');
    const file = path.join(root, 'app/src/tools.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const installed = new InstalledTypes();
    expect(installed.mayResolveSpecifier(file, project(), './local')).toBe(true);
    expect(installed.mayResolveSpecifier(file, project(), '#internal/x')).toBe(true);
    expect(installed.mayResolveSpecifier(file, project(), 'some-package')).toBe(false);
    expect(installed.mayResolveSpecifier(file, project(), 'node:fs')).toBe(false);
    const aliased = project({ paths: { '@/*': ['./src/*'] }, pathsBasePath: path.join(root, 'app') });
    expect(installed.mayResolveSpecifier(file, aliased, '@/lib/helpers')).toBe(false);
    writeTree(root, { 'app/src/lib/helpers.ts': 'export {};\n' });
    expect(installed.mayResolveSpecifier(file, aliased, '@/lib/helpers')).toBe(true);
    mkdirSync(path.join(root, 'node_modules'));
    expect(new InstalledTypes().mayResolveSpecifier(file, project(), 'some-package')).toBe(true);
  });

  it('builds no program for a question about a value of a package that is not installed', () => {
    const root = makeTempDir('question-origin');
    const text = "import { make } from 'not-installed';\nimport { label } from './label';\nmake(); label();\n";
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }),
      'label.ts': "export function label(): string {\n  return 'x';\n}\n",
      'tools.ts': text,
    });
    const ask = (code: string, importedFrom: string) => {
      const start = text.indexOf(code);
      const question = { question: 'isString' as const, start, end: start + code.length, importedFrom };
      return { key: `isString@${start}-${start + code.length}`, question, answer: undefined };
    };
    const file = path.join(root, 'tools.ts');

    const fromPackage = new TypeOracleSession();
    expect(fromPackage.answer([{ path: file, text, asked: [ask('make()', 'not-installed')] }]).size).toBe(0);
    expect(fromPackage.stats).toMatchObject({ questions: 1, programs: 0, withoutInstalledTypes: 1 });

    const fromLocal = new TypeOracleSession();
    const answers = fromLocal.answer([{ path: file, text, asked: [ask('label()', './label')] }]);
    expect(answers.get(file)).toEqual({ [`isString@${text.indexOf('label()')}-${text.indexOf('label()') + 7}`]: true });
    expect(fromLocal.stats).toMatchObject({ questions: 1, answered: 1, programs: 1 });
  });
});

/** The questions the MCP front end asks of `source`: each one's name, subject and line. */
function askedOf(source: string): [string, string, number][] {
  const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
  const result = transformSource(source, path.join(directory, 'inline.ts'), [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
  });
  return (result.askedTypes ?? []).map(({ question }) => [
    question.question,
    source.slice(question.start, question.end),
    source.slice(0, question.start).split('\n').length,
  ]);
}

describe('the engine, asking for an MCP handler', () => {
  it('tells the module a returned helper call and a text are read from', () => {
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { inputRequired, describeIt } from '@acme/mcp-helpers';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1.0.0' });
server.registerTool('ask', { inputSchema: { word: z.string() } }, async ({ word }) => inputRequired({ word }));
server.registerTool('say', { inputSchema: { word: z.string() } }, async ({ word }) => ({
  content: [{ type: 'text', text: describeIt(word) }],
}));
`;
    const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
    const result = transformSource(source, path.join(directory, 'inline.ts'), [mcpSdkFrontEnd], {
      adapterPath: path.join(directory, 'std-tool.ts'),
    });
    const origins = (result.askedTypes ?? []).map(({ question }) => [question.question, question.importedFrom]);
    expect(origins).toEqual([
      ['returnsTextResults', '@acme/mcp-helpers'],
      ['isString', '@acme/mcp-helpers'],
      // Not a string by what the code shows: may its text be moved out of the result (never a promise)?
      ['isNeverThenable', '@acme/mcp-helpers'],
    ]);
  });

  it('asks nothing about a result the handler keeps whatever the answer', () => {
    // \`failure\` is no MCP result the adapter could rebuild, so the handler keeps its results as
    // written: whether \`text\` is a string (or a promise) changes nothing, and builds no program.
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describeIt, failure } from './helpers';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1.0.0' });
server.registerTool('kept', { inputSchema: { word: z.string() } }, async ({ word }) => {
  const text = describeIt(word);
  if (!text) return failure;
  return { content: [{ type: 'text', text }] };
});
server.registerTool('asked', { inputSchema: { word: z.string() } }, async ({ word }) => {
  const text = describeIt(word);
  return { content: [{ type: 'text', text }] };
});
`;
    expect(askedOf(source)).toEqual([
      ['isString', 'text', 12],
      ['isNeverThenable', 'text', 12],
    ]);
  });

  it('asks whether an object literal is a raw shape, never whether it is a string', () => {
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { lenientString } from './validation';
const server = new McpServer({ name: 's', version: '1.0.0' });
const shape = { query: lenientString() };
server.tool('inline', 'Searches.', { query: lenientString() }, async ({ query }) => query);
server.tool('held', 'Searches.', shape, async ({ query }) => query);
`;
    expect(askedOf(source)).toEqual([
      ['isZodRawShape', '{ query: lenientString() }', 5],
      ['isZodRawShape', 'shape', 6],
    ]);
  });
});
