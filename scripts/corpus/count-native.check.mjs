// Checks the independent counter on small sources whose counts are known:
// `node scripts/corpus/count-native.check.mjs` (exits 1 on the first wrong count).
import assert from 'node:assert/strict';
import { countDefinitions } from './count-native.mjs';

const cases = [
  ['named', 'a.ts', `import { tool } from 'ai';\nexport const t = tool({ execute: async () => 1 });`, { 'ai-sdk': 1 }],
  ['aliased', 'a.ts', `import { tool as make } from 'ai';\nconst t = make({ execute });`, { 'ai-sdk': 1 }],
  [
    'namespace',
    'a.ts',
    `import * as ai from 'ai';\nconst t = ai.tool({ execute }); const u = ai.dynamicTool({ execute });`,
    { 'ai-sdk': 2 },
  ],
  [
    'require',
    'a.cjs',
    `const { tool } = require('ai');\nmodule.exports = { t: tool({ ...config }) };`,
    { 'ai-sdk': 1 },
  ],
  [
    'AI SDK: a client-side tool (no execute) is not counted',
    'a.ts',
    `import { tool } from 'ai';\nexport const t = tool({ description: 'Ask', inputSchema: schema });`,
    {},
  ],
  [
    'await import',
    'a.ts',
    `const { tool } = await import('@langchain/core/tools');\nconst t = tool(async () => 1, {});`,
    { langchain: 1 },
  ],
  ['not the framework', 'a.ts', `import { tool } from './tool';\nconst t = tool({});`, {}],
  ['type-only import', 'a.ts', `import type { tool } from 'ai';\nconst t = tool({});`, {}],
  [
    'MCP: new McpServer, typed parameter, this in a subclass',
    'a.ts',
    `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 'x', version: '1' });
server.registerTool('a', {}, async () => ({ content: [] }));
server.tool('b', async () => ({ content: [] }));
export function add(s: McpServer) { s.tool('c', 'C', {}, async () => ({ content: [] })); }
class Mine extends McpServer { setUp() { this.tool('d', async () => ({ content: [] })); } }`,
    { 'mcp-sdk': 4 },
  ],
  [
    'MCP: a wrapper is not an McpServer',
    'a.ts',
    `import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
export function register(context: Registry) { context.registerTool('a', {}, async (): Promise<CallToolResult> => ({ content: [] })); }`,
    {},
  ],
  [
    'Genkit: instance in this file, assigned later, imported from the project',
    'a.ts',
    `import { genkit, z } from 'genkit';
import { shared } from '@/lib/genkit';
const ai = genkit({});
let late; late = genkit({});
ai.defineTool({ name: 'a', description: 'A' }, async () => 1);
late.dynamicTool({ name: 'b', description: 'B' }, async () => 1);
shared.defineTool({ name: 'c', description: 'C' }, async () => 1);`,
    { genkit: 3 },
  ],
  [
    'Genkit testing itself',
    'a.ts',
    `import { genkit } from '../src/beta';\nconst ai = genkit({});\nai.defineTool({}, async () => 1);`,
    {},
  ],
  [
    'LangChain: tool(), constructors, subclasses',
    'a.ts',
    `import { tool, DynamicStructuredTool, DynamicTool, StructuredTool, Tool } from '@langchain/core/tools';
const a = tool(async () => 1, { name: 'a' });
const b = new DynamicStructuredTool({ name: 'b' });
const c = new DynamicTool({ name: 'c' });
class D extends StructuredTool {}
class E extends Tool {}
class F extends DynamicTool {}`,
    { langchain: 6 },
  ],
  [
    'LangChain: a headless tool({...}) (no function) is not counted',
    'a.ts',
    `import { tool } from '@langchain/core/tools';\nexport const t = tool({ name: 'ask', description: 'Ask', schema });`,
    {},
  ],
  [
    'Mastra: createTool and new Tool',
    'a.ts',
    `import { createTool, Tool } from '@mastra/core/tools';\nconst a = createTool({ id: 'a' }); const b = new Tool({ id: 'b' });`,
    { mastra: 2 },
  ],
];

// LangChain tool classes with per-instance state: counted, and marked apart (the run shows both figures).
const stateful = countDefinitions(
  'a.ts',
  `import { StructuredTool, Tool } from '@langchain/core/tools';
class Keyed extends Tool { constructor(key: string) { super(); } async _call() { return 'x'; } }
class Reads extends StructuredTool { async _call() { return this.apiKey + this.name; } }
class Inner extends Tool { async _call() { return [1].map(function () { return this.other; }).join() + this.description; } }
class Plain extends StructuredTool { returnDirect = true; async _call() { return this.name + String(this.returnDirect); } }`,
).definitions.map((definition) => [definition.line, definition.apart, definition.state]);
assert.deepEqual(
  stateful,
  [
    [2, 'stateful-tool-class', ['constructor parameters']],
    [3, 'stateful-tool-class', ['this.apiKey']],
    [4, undefined, undefined],
    [5, undefined, undefined],
  ],
  'LangChain: stateful tool classes',
);

for (const [label, file, source, expected] of cases) {
  const counts = {};
  for (const definition of countDefinitions(file, source).definitions)
    counts[definition.framework] = (counts[definition.framework] ?? 0) + 1;
  assert.deepEqual(counts, expected, label);
}
console.log(`count-native: ${cases.length + 1} cases pass`);
