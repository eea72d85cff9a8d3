/**
 * Mastra 1.x equivalence: each case module is migrated by the mastra transform (the
 * major inferred from the `(input, ctx)` signatures, as without a runner), and the
 * original and the migrated module are driven through the real `@mastra/core` 1.71
 * (installed as `mastra-v1`; '@mastra/core/tools' is redirected to it, for the case
 * modules and the adapter module alike, and the first test checks that it took). Every
 * exported tool is compared on what Mastra exposes (id, title, description, schemas,
 * options) and on what a direct 1.x call `execute(input, ctx)` returns or throws.
 */
import { describe, expect, it, vi, beforeAll, afterAll } from 'vitest';

vi.mock('@mastra/core/tools', async () => await import('mastra-v1/tools'));
vi.mock('@mastra/core/agent', async () => await import('mastra-v1/agent'));

import { createTool } from '@mastra/core/tools';
import { RequestContext } from 'mastra-v1/request-context';
import { Tool as MastraV1Tool } from 'mastra-v1/tools';
import { z } from 'zod';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { transformSource } from '../../transforms/lib/engine';
import { mastraModelV3, mastraModelView, type MastraToolCall } from '../adapters/support/mastra-models';
import { EquivalenceWorkspace } from './support/equivalence';
import {
  expectSameTools,
  outcome,
  schemaView,
  type MastraEquivalenceCase as Case,
  type MastraToolLike,
} from './support/mastra-equivalence';

async function observe(tool: MastraToolLike, inputs: unknown[]) {
  const requestContext = new RequestContext();
  requestContext.set('user', 'ada');
  const calls = [];
  for (const input of inputs) {
    const ctx = { requestContext, agent: { toolCallId: 'call-1', messages: [], suspend: async () => undefined } };
    calls.push(await outcome(() => tool.execute(input, ctx)));
  }
  return {
    isTool: tool instanceof MastraV1Tool,
    id: tool.id,
    title: tool.title,
    description: tool.description,
    inputSchema: schemaView(tool.inputSchema),
    outputSchema: schemaView(tool.outputSchema),
    suspendSchema: schemaView(tool.suspendSchema),
    requireApproval: tool.requireApproval,
    mcp: tool.mcp,
    calls,
  };
}

const header = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n`;

const cases: Case[] = [
  {
    name: 'exported const, (input), zod default and enum, validation failure returned',
    source: `${header}
export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string().min(2), unit: z.enum(['c', 'f']).default('c') }),
  outputSchema: z.object({ report: z.string() }),
  execute: async (input) => ({ report: \`\${input.city}: 21°\${input.unit}\` }),
});
`,
    inputs: [{ city: 'Paris' }, { city: 'X' }, { city: 3 }],
  },
  {
    name: 'title kept, (input, ctx) reads requestContext and the agent call',
    source: `${header}
export const whoTool = createTool({
  id: 'who',
  title: 'Who is asking',
  description: 'Who is asking',
  inputSchema: z.object({ note: z.string() }),
  execute: async ({ note }, ctx) => ({ note, user: ctx?.requestContext?.get('user'), toolCallId: ctx?.agent?.toolCallId }),
});
`,
    inputs: [{ note: 'hi' }, {}],
  },
  {
    name: 'output validation failure returned',
    source: `${header}
export const brokenTool = createTool({
  id: 'broken',
  description: 'Returns the wrong shape',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ highC: z.number() }),
  execute: async ({ city }) => ({ highC: city.length > 3 ? 'hot' : 20 }) as never,
});
`,
    inputs: [{ city: 'Rome' }, { city: 'Oslo!' }],
  },
  {
    name: 'options moved to the adapter (requireApproval, suspendSchema, mcp)',
    source: `${header}
export const payTool = createTool({
  id: 'pay',
  description: 'Pay an invoice',
  inputSchema: z.object({ invoice: z.string() }),
  suspendSchema: z.object({ reason: z.string() }),
  requireApproval: true,
  mcp: { annotations: { destructiveHint: true } },
  execute: async ({ invoice }) => ({ paid: invoice }),
});
`,
    inputs: [{ invoice: 'INV-1' }, { invoice: 1 }],
  },
  {
    name: 'a throwing execute',
    source: `${header}
export const failingTool = createTool({
  id: 'always-fails',
  description: 'Fails on purpose',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ reason }): Promise<string> => {
    throw new Error('failed: ' + reason);
  },
});
`,
    inputs: [{ reason: 'test' }, {}],
  },
  {
    name: 'new Tool, a tool record, a method execute, and a tool without schema or parameters',
    source: `import { createTool, Tool } from '@mastra/core/tools';
import { z } from 'zod';
export const translateTool = new Tool({
  id: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string().default('fr') }),
  async execute(input) {
    return { text: input.text.split('').reverse().join(''), to: input.to };
  },
});
export const tools = {
  clock: createTool({ id: 'clock', description: 'A fixed time', execute: async () => '12:00' }),
  echo: createTool({
    id: 'echo',
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  }),
};
`,
    inputs: [{ text: 'abc' }, { text: 1 }],
  },
  {
    name: 'aliased import inside a function',
    source: `import { createTool as mastraTool } from '@mastra/core/tools';
import { z } from 'zod';
export function makeCounter(prefix: string) {
  const counterTool = mastraTool({
    id: 'counter',
    description: 'Count letters',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => \`\${prefix}:\${word.length}\`,
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
  workspace = new EquivalenceWorkspace('mastra-v1');
  workspace.writeAdapterModule({ frameworks: ['mastra'], packages: { '@mastra/core': '1.71.0', zod: '4.6.7' } });
});

afterAll(() => workspace.dispose());

describe('Mastra 1.x: original and migrated modules behave the same through direct execute', () => {
  it(`has at least 6 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(6));

  it("runs the real 1.x: '@mastra/core/tools' is redirected and execute takes (input, ctx)", async () => {
    const probe = createTool({
      id: 'probe',
      description: 'probe',
      inputSchema: z.object({ a: z.string() }),
      execute: async (input: { a: string }) => input.a,
    } as never);
    expect(probe).toBeInstanceOf(MastraV1Tool);
    expect(await (probe as unknown as MastraToolLike).execute({ a: 'x' }, {})).toBe('x');
  });

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const { original, migrated, migratedSource } = await workspace.migrate<Record<string, unknown>>(
        testCase.source,
        mastraFrontEnd,
      );
      expect(migratedSource).toContain('toMastra(');
      expect(migratedSource).not.toMatch(/createTool|mastraTool\(|new Tool/);
      await expectSameTools(original, migrated, testCase.inputs, observe, (expected, key) =>
        expect((expected as { isTool: boolean }).isTool, `${key} is a Mastra 1.x Tool`).toBe(true),
      );
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
  execute: async ({ city, unit }, ctx) => \`\${city}: 21°\${unit} (\${ctx?.agent?.toolCallId})\`,
});
export function makeAgent(model: any) {
  return new Agent({
    id: 'agent',
    name: 'agent',
    instructions: 'Use the tools.',
    model,
    tools: {
      weather: weatherTool,
      lookup: createTool({
        id: 'lookup-record',
        description: 'Look a record up',
        inputSchema: z.object({ id: z.string() }),
        execute: async ({ id }) => ({ id, found: true }),
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
      const model = mastraModelV3(calls);
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

  it('the migrated modules type-check (strict) like the originals, against the real @mastra/core 1.x', () => {
    const { status, output } = workspace.typeCheck({
      '@mastra/core/tools': ['node_modules/mastra-v1/dist/tools/index.d.ts'],
      '@mastra/core/agent': ['node_modules/mastra-v1/dist/agent/index.d.ts'],
    });
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

describe('Mastra 1.x named by the runner (installed major 1)', () => {
  const migrate = (source: string) =>
    transformSource(source, 'tools.ts', [mastraFrontEnd], { frameworkVersions: { '@mastra/core': 1 } });
  const reasons = (result: ReturnType<typeof migrate>) =>
    result.diagnostics.map((diagnostic) => diagnostic.reason).sort();

  it('migrates an execute defined elsewhere: 1.x already calls it as (input, ctx)', () => {
    const source = `${header}const run = async ({ text }: { text: string }) => text;\nexport const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: run });\n`;
    const result = migrate(source);
    expect(result.output).toContain('execute: run');
    expect(result.output).toContain('toMastra(echo)');
    expect(reasons(result)).toEqual([]);
  });

  it('keeps a 0.x-looking { context } execute as it is (it already gets the input), with a warning', () => {
    const source = `${header}export const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ context }) => context });\n`;
    const result = migrate(source);
    expect(result.output).toContain('execute: async ({ context }) => context');
    expect(reasons(result)).toEqual(['mastra-v0-execute-under-v1']);
  });
});
