/**
 * The file index read from the text (text-index.ts) turns files away before any parse, so
 * it must never see less than the index from the tree (file-index.ts): every module with
 * at least its names, every method called and every key holding an object. Where the text
 * cannot tell, it must say so (undefined), and the file is parsed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { indexFile, type FileIndex } from '../../transforms/lib/file-index';
import { cannotMatch } from '../../transforms/lib/gates';
import { textIndex } from '../../transforms/lib/text-index';
import { frontEndsById } from '../../transforms/registry';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__');

function inputs(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return inputs(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

function treeIndex(source: string, jsx = false): FileIndex {
  const plugins: Array<'typescript' | 'jsx'> = jsx ? ['typescript', 'jsx'] : ['typescript'];
  return indexFile(parse(source, { sourceType: 'module', plugins }).program);
}

/** The names a tree index holds (its tests are Sets). */
const namesOf = (test: FileIndex['calledMethods']) => [...(test as ReadonlySet<string>)];

/** Fails unless the text index, when there is one, holds all the tree index holds. */
function expectCovers(source: string, jsx = false): void {
  const byText = textIndex(source);
  if (byText === undefined) return;
  const byTree = treeIndex(source, jsx);
  for (const module of byTree.modules) {
    const covering = byText.modules.find(
      (candidate) =>
        candidate.source === module.source &&
        candidate.kind === module.kind &&
        [...module.names].every((name) => candidate.names.has(name)) &&
        [...module.namedLocals].every((local) => candidate.namedLocals.has(local)),
    );
    expect(covering, `${module.kind} ${module.source} {${[...module.names].join(', ')}} in:\n${source}`).toBeDefined();
  }
  for (const method of namesOf(byTree.calledMethods))
    expect(byText.calledMethods.has(method), `method ${method} in:\n${source}`).toBe(true);
  for (const key of namesOf(byTree.objectValuedKeys))
    expect(byText.objectValuedKeys.has(key), `key ${key} in:\n${source}`).toBe(true);
  for (const name of namesOf(byTree.propertyValueNames))
    expect(byText.propertyValueNames.has(name), `property value ${name} in:\n${source}`).toBe(true);
}

describe('the text index never sees less than the tree', () => {
  const files = inputs(fixturesRoot);

  it('finds the fixtures', () => expect(files.length).toBeGreaterThan(200));

  it.each(files.map((file) => path.relative(fixturesRoot, file)))('%s', (file) => {
    const source = readFileSync(path.join(fixturesRoot, file), 'utf8');
    let parsed = true;
    try {
      treeIndex(source, /x$/.test(file));
    } catch {
      parsed = false; // a fixture of bad input: nothing to compare with
    }
    if (parsed) expectCovers(source, /x$/.test(file));
  });

  // Every shape of import and load, with blanks, line breaks and comments where they may be.
  it.each([
    "import { tool } from 'ai';",
    'import {tool as t,generateText} from"ai"',
    "import {\n  tool,\n  type Tool,\n  type tool as T,\n} from 'ai';",
    "import { type } from 'ai';",
    "import { default as ai } from 'ai';",
    "import ai from 'ai';",
    "import ai, { tool } from 'ai';",
    "import ai, * as all from 'ai';",
    "import * as ai from 'ai';",
    "import 'ai';",
    "import type { tool } from 'ai';",
    "import type * as ai from 'ai';",
    "import type Ai from 'ai';",
    "import type from 'ai';",
    "import type, { tool } from 'ai';",
    "import from from 'ai';",
    "import x = require('ai');",
    "import type x = require('ai');",
    'import x = ns.inner;',
    "const ai = require('ai');",
    "const ai = require ( 'ai' );",
    'const ai = require(`ai`);',
    "const ai = require('\\x61i');",
    "const ai = require(/* the sdk */ 'ai');",
    'const ai = require(name);',
    "async function f() { await import('ai'); }",
    "async function f() { await import(/* chunk */ 'ai'); }",
    'async function f() { await import(`ai`); }',
    'async function f() { await import(name); }',
    "import /* why */ { tool } from 'ai';",
    "import { tool /* the one */ } from 'ai';",
    "import { tool } /* here */ from 'ai';",
    "import { tool } from /* here */ 'ai';",
    "import { tool, // the one\n} from 'ai';",
    "import // why\n{ tool } from 'ai';",
    "import tool /* why */ from 'ai';",
    "import { 'tool' as t } from 'ai';",
    "import { type as t } from 'ai';",
    "import { type as as t } from 'ai';",
    "import\n{ tool }\nfrom\n'ai'\n;",
    "import\u00a0{\u00a0tool\u00a0}\u00a0from\u00a0'ai';",
    'console.log(import.meta.url);',
    "// import the tools here\nimport { tool } from 'ai';",
    "const note = 'import/no-cycle'; import { tool } from 'ai';",
    "server.tool('a', {}, f);",
    "server?.registerTool('a', {}, f);",
    "server\n  .registerTool('a', {}, f);",
    "server.\n  // a comment\n  registerTool('a', {}, f);",
    "server. /* a comment */ registerTool('a', {}, f);",
    "server['registerTool']('a', {}, f);",
    "server?.[ 'tool' ]('a', {}, f);",
    "server[('registerTool')]('a', {}, f);",
    "server[ ( 'tool' ) ]('a', {}, f);",
    "f({ [('tools')]: { a } });",
    'new x.Tool({});',
    'x.tool<T>({});',
    'f({ tools: { a } });',
    "f({ 'tools': ({ a }) });",
    "f({ ['tools']: { a } });",
    'f({ tools /* all */ : { a } });',
    'f({ tools: /* all */ { a } });',
    'f({ tools:\n  // all\n  { a } });',
    'f({ tools: { get_weather: weather } });',
    'f({ tools: { get_weather:weather, b: (search), c: ((d)) } });',
    'f({ tools: { get_weather: /* the one */ weather } });',
    'f({ tools: { get_weather: // the one\n weather } });',
    'f({ tools: { get_weather:\n  weather,\n} });',
    'f({ tools: { get_weather: weath\\u0065r } });',
    'f({ tools: { $w: $weather, _x: _search } });',
    "import { weather as w, search } from './tools';\nf({ tools: { a: w, b: search } });",
    "import {\n  // the one\n  tool as t, // and why\n} from 'ai';",
    "import ai /* the sdk */, /* and */ { tool } from 'ai';",
    "import tool // why\nfrom 'ai';",
    "const ai = require // the sdk\n('ai');",
    "const code = 'import random, math';\nimport { tool } from 'ai';",
    "const c = { 'resolution-mode': 'import' };\nimport type { T } from 'x';\nimport { tool } from 'ai';",
    '/**\n * import {\n *   a,\n * } from "x";\n */\nimport { tool } from "ai";',
    "// a bare import would\n// not resolve\nimport { tool } from 'ai';",
    "// type import – for casts\nimport { tool } from 'ai';",
    "f({ '\\x74ools': { a } });",
    "f({ ['to\\u006fls']: { a } });",
    "server['\\x74ool']('a', {}, f);",
  ])('%s', (source) => expectCovers(source));
});

describe('where the text cannot tell, it says so', () => {
  it.each([
    "import { 'tool' as t } from 'ai';",
    "import type from 'ai';",
    "import type, { tool } from 'ai';",
    "import { type as t } from 'ai';",
    'const ai = require(`ai`);',
    "const ai = require('\\x61i');",
    "import { tool } from 'a\\i';",
    'import x /* never closed',
    'import ñame from "ai";',
    'import \\u0074ool from "ai";',
  ])('%s', (source) => expect(textIndex(source)).toBeUndefined());
});

describe('it reads through comments, and past what no import can be', () => {
  const modulesOf = (text: string) =>
    textIndex(text)?.modules.map((module) => [module.source, module.kind, [...module.names], [...module.namedLocals]]);

  // Comments are blanks to the parser: between an import's tokens they change nothing.
  it.each([
    ["import /* why */ { tool } from 'ai';", [['ai', 'import', ['tool'], ['tool']]]],
    ["import { tool /* the one */ } from 'ai';", [['ai', 'import', ['tool'], ['tool']]]],
    ["import {\n  // the one\n  tool as t, // and why\n} from 'ai';", [['ai', 'import', ['tool'], ['t']]]],
    ["import { tool } /* here */ from // there\n 'ai';", [['ai', 'import', ['tool'], ['tool']]]],
    ["import ai /* the sdk */, /* and */ * as all from 'ai';", [['ai', 'import', ['default', '*'], []]]],
    ["import tool // why\nfrom 'ai';", [['ai', 'import', ['default'], []]]],
    ["const ai = require(/* the sdk */ 'ai');", [['ai', 'whole-module', [], []]]],
    ["const ai = require // the sdk\n('ai');", [['ai', 'whole-module', [], []]]],
    ["async function f() { await import(/* chunk */ 'ai'); }", [['ai', 'whole-module', [], []]]],
  ])('%s', (source, modules) => expect(modulesOf(source)).toEqual(modules));

  // Each comment can be read one way only: lines of commented-out imports once made the reading backtrack
  // without end (a hang, on langchainjs's integration template). A hang cannot be timed out in this thread,
  // so the built module reads them in a child process that is killed if it takes more than 20 s.
  it('returns at once on texts that could make it backtrack', () => {
    const texts = [
      `// import {\n//   A,\n// } from "x";\n${'// a comment, a line\n'.repeat(40)}export {};`,
      '// import {\n//   A,\n// } from "x";\n'.repeat(5000),
      `import {${' '.repeat(200_000)}`,
      '/*'.repeat(50_000) + 'import {',
      `import {\n${'  a, // c }\n'.repeat(20_000)}} from "x";`,
      `import a, ${' '.repeat(100)}`.repeat(2000),
    ];
    const built = path.join(__dirname, '..', '..', 'dist', 'transforms', 'lib', 'text-index.js');
    const read = `const { textIndex } = require(${JSON.stringify(built)});
      const texts = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      process.stdout.write(JSON.stringify(texts.map((text) => textIndex(text)?.modules.length ?? null)));`;
    const run = spawnSync(process.execPath, ['-e', read], { input: JSON.stringify(texts), timeout: 20_000 });
    expect(run.signal, 'killed: the reading did not return').toBeNull();
    expect(JSON.parse(run.stdout.toString())).toEqual([null, null, null, null, 1, 0]);
  });

  // Text where no import can be: in a string or a comment, whatever it says, it adds no module.
  it.each([
    "const code = 'import random, math\\nN=10000';",
    "const conditions = { 'resolution-mode': 'import' };\nconst note = 'it\\'s\\n';",
    '// a bare import would\n// not resolve there',
    '/**\n * @example\n * import {\n *   type BaseMessage,\n *   AIMessage,\n * } from "@langchain/core/messages";\n */',
    '// Internal-only type import – used for casts',
    'const x = y.require // *a* tool\n  ?? z;',
  ])('%s', (source) => expect(modulesOf(source)).toEqual([]));
});

describe('what it saves: a file that only uses a framework is not parsed', () => {
  const ai = [frontEndsById['ai-sdk']];
  const mcp = [frontEndsById['mcp-sdk']];

  it.each([
    // `tool` as a role, in a prompt, as a part type: the name test lets these through.
    "import { generateText } from 'ai';\nmessages.push({ role: 'tool', content });\n",
    "import { streamText } from 'ai';\nconst prompt = 'Call a tool when you need one';\n",
    "import type { tool } from 'ai';\nimport { generateText } from 'ai';\nlet t: typeof tool;\n",
    "import { generateText } from 'ai';\nimport { tool } from './my-tools';\n",
    "import { generateText } from 'ai';\nconst mod = await import('./tools');\ntool();\n",
    // A `tools` record that holds no tool imported by name from a relative module gives no record key.
    "import { ToolLoopAgent } from 'ai';\nimport { run } from './run';\nnew ToolLoopAgent({ tools: { web: xai.tools.webSearch() } });\n",
    "import { generateText } from 'ai';\nimport { shellTool } from './shell';\ngenerateText({ tools: { shell: shellTool() } });\n",
    "import { generateText } from 'ai';\nimport { weatherTool } from './weather';\ngenerateText({ tools: { weatherTool } });\n",
    "import { generateText } from 'ai';\nimport { weatherTool } from 'weather';\ngenerateText({ tools: { weather: weatherTool } });\n",
    // Comments in an import are read through.
    "import /* odd */ { generateText } from 'ai';\nmessages.push({ role: 'tool' });\n",
  ])('%s', (source) => expect(cannotMatch(source, ai)).toBe(true));

  it('and is parsed as soon as it may bind a definition', () => {
    for (const source of [
      "import { generateText, tool } from 'ai';\n",
      "import * as ai from 'ai';\nai.tool({});\n",
      "import ai from 'ai';\nai.tool({});\n",
      "const { tool } = require('ai');\n",
      "const { tool } = await import('ai');\n",
      "import { generateText } from 'ai';\nimport { weatherTool } from './weather';\nconst x = { tools: { weather: weatherTool } };\n",
      "import { generateText } from 'ai';\nimport { weatherTool as w } from './weather';\nconst x = { tools: { weather: (w) } };\n",
      "import { generateText } from 'ai';\nimport { weatherTool } from './weather';\nconst x = { tools: { weather: /* ours */ weatherTool } };\n",
      "import /* odd */ { generateText, tool } from 'ai';\nmessages.push({ role: 'tool' });\n",
    ])
      expect(cannotMatch(source, ai), source).toBe(false);
  });

  it('the MCP gate wants a method call, not a word', () => {
    const head = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n";
    expect(cannotMatch(`${head}// every tool the server has\nconst kind = 'tool';\n`, mcp)).toBe(true);
    expect(cannotMatch(`${head}import x from './tool/list';\n`, mcp)).toBe(true);
    expect(cannotMatch(`${head}server.tool('a', f);\n`, mcp)).toBe(false);
    expect(cannotMatch(`${head}server['tool']('a', f);\n`, mcp)).toBe(false);
    expect(cannotMatch(`${head}server. /* c */ tool('a', f);\n`, mcp)).toBe(false);
  });
});
