/**
 * Mastra 0.x equivalence: each case module is migrated by the mastra transform (the
 * major inferred from the signatures, as without a runner), and the original and the
 * migrated module are driven through the real `@mastra/core` 0.24: every exported tool
 * (and every tool of an exported `tools` record) is compared on what Mastra exposes
 * (id, description, schemas, options) and on what a direct 0.x call
 * `execute({ context, runtimeContext, ... }, options)` returns or throws.
 */
import { RuntimeContext } from '@mastra/core/runtime-context';
import { createTool } from '@mastra/core/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { transformSource } from '../../transforms/lib/engine';
import { mastraModelV2, mastraModelView, type MastraToolCall } from '../adapters/support/mastra-models';
import { EquivalenceWorkspace } from './support/equivalence';
import {
  expectSameTools,
  outcome,
  schemaView,
  type MastraEquivalenceCase as Case,
  type MastraToolLike,
} from './support/mastra-equivalence';

async function observe(tool: MastraToolLike, inputs: unknown[]) {
  const runtimeContext = new RuntimeContext();
  runtimeContext.set('user', 'ada');
  const calls = [];
  for (const input of inputs) {
    calls.push(
      await outcome(() =>
        tool.execute(
          { context: input, runtimeContext, threadId: 'thread-1', resourceId: 'resource-1' },
          { toolCallId: 'call-1', messages: [] },
        ),
      ),
    );
  }
  return {
    id: tool.id,
    description: tool.description,
    inputSchema: schemaView(tool.inputSchema),
    outputSchema: schemaView(tool.outputSchema),
    suspendSchema: schemaView(tool.suspendSchema),
    resumeSchema: schemaView(tool.resumeSchema),
    requireApproval: tool.requireApproval,
    calls,
  };
}

const header = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n`;

const cases: Case[] = [
  {
    name: 'exported const, { context }, zod default and enum, validation failure returned',
    source: `${header}
export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string().min(2), unit: z.enum(['c', 'f']).default('c') }),
  outputSchema: z.object({ report: z.string() }),
  execute: async ({ context }) => ({ report: \`\${context.city}: 21°\${context.unit}\` }),
});
`,
    inputs: [{ city: 'Paris' }, { city: 'X' }, { city: 3 }],
  },
  {
    name: 'other 0.x keys (runtimeContext, threadId, resourceId) and the options argument',
    source: `${header}
export const whoTool = createTool({
  id: 'who',
  description: 'Who is asking',
  inputSchema: z.object({ note: z.string() }),
  execute: async ({ context, runtimeContext, threadId, resourceId }, options) => ({
    note: context.note,
    user: runtimeContext.get('user'),
    threadId,
    resourceId,
    toolCallId: options?.toolCallId,
  }),
});
`,
    inputs: [{ note: 'hi' }, {}],
  },
  {
    name: 'renamed and nested context, a destructured options default',
    source: `${header}
export const sumTool = createTool({
  id: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ context: input }) => input.a + input.b,
});
export const productTool = createTool({
  id: 'product',
  description: 'Multiply two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ context: { a, b } }, { toolCallId } = { toolCallId: 'none' }) => ({ value: a * b, toolCallId }),
});
`,
    inputs: [{ a: 2, b: 3 }, { a: 'x' }],
  },
  {
    name: 'options moved to the adapter (requireApproval, suspendSchema, resumeSchema)',
    source: `${header}
export const payTool = createTool({
  id: 'pay',
  description: 'Pay an invoice',
  inputSchema: z.object({ invoice: z.string() }),
  suspendSchema: z.object({ reason: z.string() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  requireApproval: true,
  execute: async ({ context, resumeData }) => ({ paid: context.invoice, resumed: resumeData ?? null }),
});
`,
    inputs: [{ invoice: 'INV-1' }],
  },
  {
    name: 'execute written as a method, reading runtimeContext',
    source: `${header}
export const methodTool = createTool({
  id: 'method',
  description: 'Method form',
  inputSchema: z.object({ q: z.string() }),
  async execute({ context, runtimeContext }) {
    return \`\${context.q} for \${String(runtimeContext.get('user'))}\`;
  },
});
`,
    inputs: [{ q: 'a' }, { q: 1 }],
  },
  {
    name: 'inline in a record, reading runtimeContext (the adapter types the context as given)',
    source: `${header}
export const tools = {
  whoami: createTool({
    id: 'whoami',
    description: 'Who is asking',
    inputSchema: z.object({}),
    execute: async ({ runtimeContext }) => String(runtimeContext.get('user')),
  }),
};
`,
    inputs: [{}],
  },
  {
    name: 'a throwing execute',
    source: `${header}
export const failingTool = createTool({
  id: 'always-fails',
  description: 'Fails on purpose',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ context }) => {
    throw new Error('failed: ' + context.reason);
  },
});
`,
    inputs: [{ reason: 'test' }, {}],
  },
  {
    name: 'new Tool, a tool record, and a tool without schema or parameters',
    source: `import { createTool, Tool } from '@mastra/core/tools';
import { z } from 'zod';
export const translateTool = new Tool({
  id: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string().default('fr') }),
  execute: async ({ context }) => ({ text: context.text.split('').reverse().join(''), to: context.to }),
});
export const tools = {
  clock: createTool({ id: 'clock', description: 'A fixed time', execute: async () => '12:00' }),
  echo: createTool({
    id: 'echo',
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ context }) => context.text,
  }),
};
`,
    inputs: [{ text: 'abc' }, { text: 1 }],
  },
  {
    name: "root '@mastra/core' import, execute defined in a function",
    source: `import { createTool } from '@mastra/core';
import { z } from 'zod';
export function makeCounter(prefix: string) {
  const counterTool = createTool({
    id: 'counter',
    description: 'Count letters',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ context, threadId }) => \`\${prefix}:\${context.word.length}:\${threadId}\`,
  });
  return counterTool;
}
export const counterTool = makeCounter('n');
`,
    inputs: [{ word: 'mastra' }, { word: null }],
  },
];

let workspace: EquivalenceWorkspace;

beforeAll(() => {
  workspace = new EquivalenceWorkspace('mastra-v0');
  workspace.writeAdapterModule({ frameworks: ['mastra'], packages: { '@mastra/core': '0.24.9', zod: '4.6.7' } });
});

afterAll(() => workspace.dispose());

describe('Mastra 0.x: original and migrated modules behave the same through direct execute', () => {
  it(`has at least 6 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(6));

  it('runs the real 0.x: execute takes { context }', async () => {
    const probe = createTool({
      id: 'probe',
      description: 'probe',
      inputSchema: z.object({ a: z.string() }),
      execute: async ({ context }) => context.a,
    });
    expect(await probe.execute!({ context: { a: 'x' } } as never)).toBe('x');
  });

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const { original, migrated, migratedSource } = await workspace.migrate<Record<string, unknown>>(
        testCase.source,
        mastraFrontEnd,
      );
      expect(migratedSource).toContain('toMastra(');
      expect(migratedSource).not.toMatch(/createTool|new Tool/);
      await expectSameTools(original, migrated, testCase.inputs, observe);
    });
  }

  it('in an Agent on a mock model: the same tool names (record keys), schemas and results', async () => {
    const source = `import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).default('c') }),
  execute: async ({ context, threadId }) => \`\${context.city}: 21°\${context.unit} (\${threadId ?? 'no thread'})\`,
});
export function makeAgent(model: any) {
  return new Agent({
    name: 'agent',
    instructions: 'Use the tools.',
    model,
    tools: {
      weather: weatherTool,
      lookup: createTool({
        id: 'lookup-record',
        description: 'Look a record up',
        inputSchema: z.object({ id: z.string() }),
        execute: async ({ context }) => ({ id: context.id, found: true }),
      }),
    },
  });
}
`;
    const calls: MastraToolCall[] = [
      { name: 'weather', args: { city: 'Oslo' } },
      { name: 'lookup', args: { id: 'r1' } },
      { name: 'weather', args: { city: 3 } },
    ];
    type AgentModule = { makeAgent: (model: unknown) => { generate: (prompt: string) => Promise<{ text: string }> } };
    const run = async (module: AgentModule) => {
      const model = mastraModelV2(calls);
      const response = await module.makeAgent(model).generate('go');
      return { text: response.text, ...mastraModelView(model) };
    };
    const { original, migrated, migratedSource } = await workspace.migrate<AgentModule>(source, mastraFrontEnd);
    expect(migratedSource).not.toContain('createTool');
    const before = await run(original);
    expect(Object.keys(before.definitions)).toEqual(['weather', 'lookup']);
    expect(before.results).toHaveLength(3);
    expect(await run(migrated)).toEqual(before);
  });

  it('the migrated modules type-check (strict) like the originals, against the real @mastra/core 0.x', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

describe('Mastra 0.x named by the runner (installed major 0)', () => {
  const migrate = (source: string) =>
    transformSource(source, 'tools.ts', [mastraFrontEnd], { frameworkVersions: { '@mastra/core': 0 } });
  const reasons = (result: ReturnType<typeof migrate>) =>
    result.diagnostics.map((diagnostic) => diagnostic.reason).sort();

  it('rewrites a { context } execute without assuming anything', () => {
    const result = migrate(
      `${header}export const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ context }) => context.text });\n`,
    );
    expect(result.output).toContain('execute: async (context) => context.text');
    expect(reasons(result)).toEqual([]);
  });

  it('leaves an (input, ctx) execute alone: under 0.x its first argument is { context, ... }', () => {
    const source = `${header}export const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async (input) => input });\n`;
    const result = migrate(source);
    expect(result.output).toBeUndefined();
    expect(reasons(result)).toEqual(['execute-input-as-whole']);
  });

  it('leaves an execute defined elsewhere alone: its 0.x parameters cannot be rewritten', () => {
    const source = `${header}const run = async ({ context }: any) => context;\nexport const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: run });\n`;
    expect(reasons(migrate(source))).toEqual(['execute-not-inline']);
  });
});
