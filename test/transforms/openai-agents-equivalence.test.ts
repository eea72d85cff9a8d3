/**
 * OpenAI Agents SDK equivalence, one table row per version: each case module is migrated by
 * the openai-agents transform, and the original and the migrated module (and the ejected one)
 * are driven through the real SDK: 0.20 as installed, and 0.3 (zod 3 or 4) installed as
 * `openai-agents-v0-3`, the modules' and the adapter module's imports redirected to it. Every
 * exported function tool is compared on what the model is told (name, description, JSON
 * parameters, strictness), on `needsApproval` and `isEnabled`, and on what its `invoke`
 * returns or throws for valid input, invalid input and input that is no JSON (no model call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAIAgentsFrontEnd } from '../../transforms/front-ends/openai-agents';
import { EquivalenceWorkspace } from './support/equivalence';

interface FunctionToolLike {
  type: 'function';
  name: string;
  description: string;
  parameters: unknown;
  strict: boolean;
  invoke(runContext: unknown, input: string): Promise<unknown>;
  needsApproval(runContext: unknown, input: unknown, callId?: string): Promise<boolean>;
  isEnabled(args: { runContext: unknown; agent: unknown }): Promise<boolean>;
}

interface Case {
  name: string;
  source: string;
  /** Raw inputs the model might send (JSON text). */
  inputs: string[];
  /** Only on these rows (by package). */
  only?: string;
}

const zodCase = (zod: string): Case => ({
  name: `zod parameters (${zod}), named, defaults, descriptions`,
  source: `import { tool } from '@openai/agents';
import { z } from '${zod}';

export const weatherTool = tool({
  name: 'get weather',
  description: 'Current weather in a city',
  parameters: z.object({
    city: z.string().describe('City name'),
    unit: z.enum(['c', 'f']).default('c'),
  }),
  execute: async ({ city, unit }) => \`\${city}: 21°\${unit.toUpperCase()}\`,
});
`,
  inputs: ['{"city":"Paris","unit":"f"}', '{"city":"Oslo"}', '{"city":3}', 'not json'],
});

const cases: Case[] = [
  zodCase('zod'),
  { ...zodCase('zod3'), only: 'openai-agents-v0-3' },
  {
    name: 'inline in an agent, aliased, errors thrown by execute',
    source: `import { Agent, tool as agentTool } from '@openai/agents';
import { z } from 'zod';

export const agent = new Agent({
  name: 'Maths',
  instructions: 'Add numbers.',
  tools: [
    agentTool({
      name: 'add',
      description: 'Add two numbers',
      parameters: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => {
        if (a < 0) throw new Error('negative');
        return String(a + b);
      },
    }),
  ],
});
export const [addTool] = agent.tools;
`,
    inputs: ['{"a":1,"b":2}', '{"a":-1,"b":2}', '{"a":"x"}'],
  },
  {
    name: 'a JSON Schema, not strict, not validated',
    source: `import { tool } from '@openai/agents';

export const search = tool({
  name: 'search',
  description: 'Search the web',
  parameters: {
    type: 'object' as const,
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: true as const,
  },
  strict: false as const,
  execute: async (input: any) => \`results for \${JSON.stringify(input)}\`,
});
`,
    inputs: ['{"query":"tea"}', '{"query":3}', '{}'],
  },
  {
    name: 'a JSON Schema, strict',
    source: `import { tool } from '@openai/agents';

export const lookup = tool({
  name: 'lookup',
  description: 'Look a word up',
  parameters: {
    type: 'object' as const,
    properties: { word: { type: 'string' }, lang: { type: ['string', 'null'] } },
    required: ['word', 'lang'],
    additionalProperties: false as const,
  },
  execute: async (input: any) => JSON.stringify(input),
});
`,
    inputs: ['{"word":"tea","lang":null}', '{"word":"tea","lang":"en"}', 'nope'],
  },
  {
    name: "a JSON Schema naming a dialect: draft-07's through fromJsonSchema, 2020-12's kept as it is",
    source: `import { tool } from '@openai/agents';

export const draft07 = tool({
  name: 'draft07',
  description: 'A draft-07 schema',
  parameters: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object' as const,
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: false as const,
  },
  execute: async (input: any) => JSON.stringify(input),
});

export const newer = tool({
  name: 'newer',
  description: 'A 2020-12 schema',
  parameters: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object' as const,
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: false as const,
  },
  execute: async (input: any) => JSON.stringify(input),
});
`,
    inputs: ['{"query":"tea"}', '{"query":3}'],
  },
  {
    name: 'options: needsApproval, errorFunction, isEnabled',
    source: `import { tool } from '@openai/agents';
import { z } from 'zod';

export const deleteFile = tool({
  name: 'delete_file',
  description: 'Delete a file',
  parameters: z.object({ path: z.string() }),
  needsApproval: async (_context, { path }) => path.startsWith('/etc'),
  errorFunction: (_context, error) => \`could not delete: \${String(error)}\`,
  isEnabled: false,
  execute: async ({ path }) => {
    if (path === '/') throw new Error('refused');
    return JSON.stringify({ deleted: path });
  },
});
`,
    inputs: ['{"path":"/tmp/a"}', '{"path":"/"}', '{"path":1}', '{'],
  },
  {
    name: 'named after execute, the run context read',
    source: `import { tool } from '@openai/agents';
import { z } from 'zod';

async function greetUser({ greeting }: { greeting: string }) {
  return greeting;
}

export const greet = tool({
  description: 'Greet',
  parameters: z.object({ greeting: z.string() }),
  execute: greetUser,
});

export const anonymous = tool({
  description: 'Who is it',
  parameters: z.object({}),
  execute: async (_input, runContext) => \`user: \${(runContext?.context as { user?: string } | undefined)?.user}\`,
});
`,
    inputs: ['{"greeting":"hi"}', '{}', '[]'],
  },
  {
    name: 'names from a constant and from a parameter',
    source: `import { tool } from '@openai/agents';
import { z } from 'zod';

const TOOL_ECHO = 'echo tool';

export const echoTool = tool({
  name: TOOL_ECHO,
  description: 'Echoes back the query',
  parameters: z.object({ query: z.string() }),
  async execute({ query }: { query: string }) {
    return \`echo:\${query}\`;
  },
});

function lookupTool(name: string, description: string) {
  return tool({
    name,
    description,
    parameters: z.object({ query: z.string() }),
    async execute({ query }: { query: string }) {
      return \`customer \${query}\`;
    },
  });
}
export const lookup = lookupTool('lookup_customer', 'Look a customer up');
`,
    inputs: ['{"query":"ada"}', '{"query":1}'],
  },
  {
    name: 'type arguments: the context type goes to the run context',
    source: `import { tool } from '@openai/agents';
import { z } from 'zod';

interface SupportContext {
  user?: string;
}

const refundParameters = z.object({ request: z.string() });

export const refund = tool<typeof refundParameters, SupportContext>({
  name: 'refund',
  description: 'Escalate a refund request',
  parameters: refundParameters,
  execute: async ({ request }, details) => \`\${request} for \${details?.context?.user ?? 'nobody'}\`,
});
`,
    inputs: ['{"request":"r1"}', '{"request":2}'],
  },
  {
    name: 'the namespace import of @openai/agents-core',
    source: `import * as core from '@openai/agents-core';
import { z } from 'zod';

export const shout = core.tool({
  name: 'shout',
  description: 'Upper-case the text',
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
`,
    inputs: ['{"text":"hi"}', '{"text":[]}'],
  },
];

interface VersionRow {
  package: string;
  version: string;
  redirects: Record<string, string>;
}

const rows: VersionRow[] = [
  { package: '@openai/agents', version: '0.20.0', redirects: {} },
  {
    package: 'openai-agents-v0-3',
    version: '0.3.9',
    redirects: { '@openai/agents': 'openai-agents-v0-3', '@openai/agents-core': 'openai-agents-v0-3' },
  },
];

const isFunctionTool = (value: unknown): value is FunctionToolLike =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'function';

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { returned: await run() };
  } catch (error) {
    return { threw: (error as Error).constructor.name, message: (error as Error).message };
  }
}

describe.each(rows)('OpenAI Agents SDK $version', (row) => {
  let workspace: EquivalenceWorkspace;
  let runContext: unknown;

  beforeAll(async () => {
    workspace = new EquivalenceWorkspace(`openai-agents-${row.version}`, row.redirects);
    workspace.writeAdapterModule({
      frameworks: ['openai-agents'],
      packages: { '@openai/agents': row.version, zod: '4.6.7' },
      names: ['fromJsonSchema'],
    });
    const sdk = (await import(row.package)) as { RunContext: new (context: unknown) => unknown };
    runContext = new sdk.RunContext({ user: 'ada' });
  });
  afterAll(() => workspace.dispose());

  async function observe(module: Record<string, unknown>, inputs: string[]) {
    const seen: Record<string, unknown> = {};
    for (const [exportName, value] of Object.entries(module)) {
      if (!isFunctionTool(value)) continue;
      const calls = [];
      for (const input of inputs) {
        calls.push(await outcome(() => value.invoke(runContext, input)));
      }
      seen[exportName] = {
        name: value.name,
        description: value.description,
        parameters: value.parameters,
        strict: value.strict,
        // What the SDK asks with the parsed (valid) input.
        needsApproval: await value.needsApproval(runContext, JSON.parse(inputs[0]!), 'c1'),
        isEnabled: await value.isEnabled({ runContext, agent: {} }),
        calls,
      };
    }
    return seen;
  }

  it.each(cases.filter((entry) => !entry.only || entry.only === row.package))('$name', async (entry) => {
    const pair = await workspace.migrate<Record<string, unknown>>(entry.source, openAIAgentsFrontEnd);
    expect(pair.migratedSource).toContain('toOpenAIAgents(');
    const original = await observe(pair.original, entry.inputs);
    expect(Object.keys(original).length).toBeGreaterThan(0);
    expect(await observe(pair.migrated, entry.inputs)).toEqual(original);
    expect(await observe(pair.ejected, entry.inputs)).toEqual(original);
  });

  it('the migrated modules type-check against the real package (strict)', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});
