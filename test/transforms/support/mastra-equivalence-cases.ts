/**
 * The Mastra equivalence cases, one table per major: each case module is written the
 * way that major's code is (0.x `execute({ context, ... }, options)`, 1.x
 * `execute(input, ctx)`), with the inputs every tool of the module is called with.
 */
import type { MastraEquivalenceCase } from './mastra-equivalence';

const header = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n`;

/** Mastra 0.x cases: the major is inferred from `{ context }` signatures, as without a runner. */
export const v0Cases: MastraEquivalenceCase[] = [
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
  {
    name: 'execute taking its argument whole: destructured in the body, and read by key',
    source: `import { createTool } from '@mastra/core';
import { z } from 'zod';
export const memoryTool = createTool({
  id: 'update-memory',
  description: 'Update the memory',
  inputSchema: z.object({ memory: z.string(), tags: z.array(z.string()).default([]) }),
  execute: async params => {
    const { context, threadId, resourceId } = params;
    if (!threadId) throw new Error('Thread ID is required');
    return { saved: context.memory, tags: context.tags, threadId, resourceId, user: params.runtimeContext.get('user') };
  },
});
export const keyTool = createTool({
  id: 'by-key',
  description: 'Reads by key',
  inputSchema: z.object({ memory: z.string() }),
  execute: async function (args) {
    return args.context.memory.toUpperCase();
  },
});
export const patternTool = createTool({
  id: 'by-pattern',
  description: 'Destructures the input first thing',
  inputSchema: z.object({ memory: z.string() }),
  execute: async (args) => {
    const {
      context: { memory },
      threadId,
    } = args;
    return \`\${memory} for \${threadId}\`;
  },
});
`,
    inputs: [{ memory: 'm' }, { memory: 'm', tags: ['a'] }, { memory: 1 }],
  },
  {
    name: 'execute taking its argument whole and the call options: read by key, options kept, or unread',
    source: `import { createTool } from '@mastra/core';
import { z } from 'zod';
export const searchTool = createTool({
  id: 'search',
  description: 'Searches',
  inputSchema: z.object({ query: z.string() }),
  execute: async (executionContext, options) => {
    const { context } = executionContext;
    return { query: context.query, user: executionContext.runtimeContext.get('user'), call: options?.toolCallId ?? null };
  },
});
export const unreadOptionsTool = createTool({
  id: 'unread-options',
  description: 'Ignores its options',
  inputSchema: z.object({ query: z.string() }),
  execute: async (args, options) => args.context.query.length,
});
export const patternOptionsTool = createTool({
  id: 'pattern-options',
  description: 'Destructures its options',
  inputSchema: z.object({ query: z.string() }),
  async execute(args, { toolCallId }) {
    return \`\${args.threadId}:\${toolCallId}\`;
  },
});
`,
    inputs: [{ query: 'q' }, { query: 3 }],
  },
  {
    name: 'execute given by name: called with its 0.x argument put back together, options too',
    source: `import { createTool } from '@mastra/core';
import { z } from 'zod';
async function lookup(
  { context, threadId, runtimeContext }: { context: { id: string }; threadId?: string; runtimeContext: { get(key: string): unknown } },
  options?: { toolCallId?: string },
) {
  return { id: context.id, threadId, user: runtimeContext.get('user'), toolCallId: options?.toolCallId ?? null };
}
export const lookupTool = createTool({
  id: 'lookup',
  description: 'Looks an id up',
  inputSchema: z.object({ id: z.string().min(2) }),
  execute: lookup,
});
`,
    inputs: [{ id: 'r1' }, { id: 'x' }, {}],
  },
  {
    name: 'a typed argument, split between the input and the context',
    source: `import { createTool } from '@mastra/core';
import type { RuntimeContext } from '@mastra/core/runtime-context';
import { z } from 'zod';
export const remoteTool = createTool({
  id: 'remote',
  description: 'A remote tool',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context, runtimeContext }: { context: any; runtimeContext?: RuntimeContext | null }) => ({
    q: context.q,
    user: runtimeContext?.get('user') ?? null,
  }),
});
export const upperTool = createTool({
  id: 'upper',
  description: 'Typed input only',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context: { q } }: { context: { q: string } }) => q.toUpperCase(),
});
`,
    inputs: [{ q: 'hi' }, { q: 2 }],
  },
  {
    name: 'onInputAvailable moved to the adapter options keeps the type of the input it gets',
    source: `${header}
type IsAny<T> = 0 extends 1 & T ? true : false;
export const seen: string[] = [];
export const convertTool = createTool({
  id: 'convert',
  description: 'Convert metres to feet',
  inputSchema: z.object({ metres: z.number() }),
  execute: async ({ context }) => ({ feet: context.metres * 3.28084 }),
  onInputAvailable: ({ input }) => {
    const typed: IsAny<typeof input> = false;
    seen.push(\`in \${input.metres} \${typed}\`);
  },
});
`,
    inputs: [{ metres: 2 }, { metres: 'x' }],
  },
];

/** Mastra 1.x cases: the major is inferred from the `(input, ctx)` signatures, as without a runner. */
export const v1Cases: MastraEquivalenceCase[] = [
  {
    name: 'an id computed at run time, kept as written',
    source: `${header}
const prefix = 'bird';
export const counterTool = createTool({
  id: \`\${prefix}-counter\`,
  description: 'Counts birds',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => ({ count: n }),
});
`,
    inputs: [{ n: 2 }, { n: 'x' }],
  },
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
    name: 'a spread of a module constant with Mastra-only keys (requireApproval, mcp) moved whole to the adapter',
    source: `${header}
const approval = { requireApproval: true, mcp: { annotations: { destructiveHint: true } } };
export const refundTool = createTool({
  id: 'refund',
  description: 'Refund an invoice',
  ...approval,
  inputSchema: z.object({ invoice: z.string() }),
  execute: async ({ invoice }) => ({ refunded: invoice }),
});
`,
    inputs: [{ invoice: 'INV-2' }, { invoice: 2 }],
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
  {
    name: 'hooks moved to the adapter options keep the types of the input and output they get',
    source: `${header}
type IsAny<T> = 0 extends 1 & T ? true : false;
export const seen: string[] = [];
export const convertTool = createTool({
  id: 'convert',
  description: 'Convert metres to feet',
  inputSchema: z.object({ metres: z.number() }),
  outputSchema: z.object({ feet: z.number() }),
  execute: async ({ metres }) => ({ feet: metres * 3.28084 }),
  onInputAvailable: ({ input }) => {
    const typed: IsAny<typeof input> = false;
    seen.push(\`in \${input.metres} \${typed}\`);
  },
  onOutput: ({ output }) => {
    const typed: IsAny<typeof output> = false;
    seen.push(\`out \${output.feet} \${typed}\`);
  },
  toModelOutput: (output) => {
    const typed: IsAny<typeof output> = false;
    return { type: 'text', value: \`\${output.feet.toFixed(1)} ft \${typed}\` };
  },
});
`,
    inputs: [{ metres: 2 }, { metres: 'x' }],
  },
];

/** An Agent with two tools (a variable and an inline record entry), written for 0.x. */
export const v0AgentSource = `import { Agent } from '@mastra/core/agent';
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

/** The same Agent, written for 1.x. */
export const v1AgentSource = `import { Agent } from '@mastra/core/agent';
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
