/**
 * LangChain equivalence: each case module is migrated by the langchain transform; the
 * original and the migrated module (real files, the rendered adapter module beside them)
 * are driven through the real @langchain/core 1.x: what the model is told
 * (`convertToOpenAITool`), `invoke(args)`, `invoke(toolCall)` (the ToolMessage), input
 * and function errors, and a `createAgent` run on `FakeToolCallingModel`. Everything
 * must be identical.
 */
import { StructuredTool, Tool, type StructuredToolInterface } from '@langchain/core/tools';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import {
  langchainAgentRun,
  LangChainEventRecorder,
  langchainMessageShape,
  type LangChainCall,
} from '../adapters/support/langchain-harness';
import { EquivalenceWorkspace } from './support/equivalence';

interface CaseModule {
  tools: StructuredToolInterface[];
}

interface Case {
  name: string;
  source: string;
  calls: LangChainCall[];
  /** Inputs given to `invoke` as they are (a string-input tool takes a bare string). */
  directInputs?: Array<{ name: string; input: unknown }>;
  /**
   * A tool class migrated: its instances were of the user's class and are now of the
   * class `tool()` makes (DynamicStructuredTool for a StructuredTool, DynamicTool for a
   * Tool); what is compared is the LangChain base class they are instances of.
   */
  fromClass?: true;
  /** No zod in the file: string input is `fromJsonSchema({ type: 'string' })`, which the adapter module exports. */
  withoutZod?: true;
  /** A JSON Schema literal becomes `fromJsonSchema({...})`, which the adapter module then exports. */
  withFromJsonSchema?: true;
  /** Each call is also made with a callback handler: its events are compared too. */
  withCallbacks?: true;
}

/** A value, or the error it threw, as comparable data. */
async function settle(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { value: isMessage(value) ? langchainMessageShape(value) : value };
  } catch (error) {
    const { name, message, output } = error as { name: string; message: string; output?: string };
    return { error: { kind: (error as object).constructor.name, name, message, output } };
  }
}

let recorder = new LangChainEventRecorder();
const callbacks = () => ({ callbacks: [recorder], tags: ['equivalence'] });

/** A call made with `callbacks()`: its result and the callback events it caused. */
async function recorded(run: () => Promise<unknown>) {
  recorder = new LangChainEventRecorder();
  const outcome = await settle(run);
  return { outcome, events: recorder.events };
}

function isMessage(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'tool_call_id' in value;
}

async function observe(module: CaseModule, testCase: Case) {
  const { calls } = testCase;
  const exposed = module.tools.map((tool) => {
    const fields = tool as unknown as Record<string, unknown>;
    return {
      openAi: convertToOpenAITool(tool),
      kind: testCase.fromClass
        ? { structured: tool instanceof StructuredTool, stringInput: tool instanceof Tool }
        : tool.constructor.name,
      returnDirect: fields.returnDirect,
      responseFormat: fields.responseFormat,
      metadata: fields.metadata,
      tags: fields.tags,
      verboseParsingErrors: fields.verboseParsingErrors,
    };
  });
  const invocations = [];
  for (const [index, call] of calls.entries()) {
    const tool = module.tools.find((candidate) => candidate.name === call.name)!;
    invocations.push({
      direct: await settle(() => tool.invoke(call.args)),
      toolCall: await settle(() =>
        tool.invoke({ type: 'tool_call', id: `call-${index}`, name: call.name, args: call.args }),
      ),
    });
  }
  for (const { name, input } of testCase.directInputs ?? []) {
    const tool = module.tools.find((candidate) => candidate.name === name)!;
    invocations.push({ input, direct: await settle(() => tool.invoke(input as never)) });
    if (testCase.withCallbacks) invocations.push(await recorded(() => tool.invoke(input as never, callbacks())));
  }
  if (testCase.withCallbacks)
    for (const call of calls) {
      const tool = module.tools.find((candidate) => candidate.name === call.name)!;
      invocations.push(await recorded(() => tool.invoke(call.args, callbacks())));
    }
  const agent = await settle(() => langchainAgentRun(module.tools, calls));
  return { exposed, invocations, agent };
}

const header = `import { DynamicStructuredTool, tool, type ToolRunnableConfig } from '@langchain/core/tools';\nimport { z } from 'zod';\n`;

const runManagerHeader = `import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import { RunnableLambda, type RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';
import { z } from 'zod';
`;

const cases: Case[] = [
  {
    name: 'new DynamicTool wrapping other tools: descriptions only their type shows to be strings (an empty one too)',
    source: `import { DynamicTool } from '@langchain/core/tools';
interface Described {
  name: string;
  description: string;
  execute: (input: string) => Promise<string>;
}
const available: Described[] = [
  { name: 'upper', description: 'Upper-cases', execute: async (text) => text.toUpperCase() },
  { name: 'quiet', description: '', execute: async (text) => text.toLowerCase() },
];
export const tools = available.map(
  (t) => new DynamicTool({ name: t.name, description: t.description, func: async (input: string) => t.execute(input) }),
);
`,
    calls: [
      { name: 'upper', args: { input: 'a' } },
      { name: 'quiet', args: { input: 'B' } },
      { name: 'quiet', args: {} },
    ],
    directInputs: [
      { name: 'upper', input: 'x' },
      { name: 'quiet', input: { input: 'Y' } },
    ],
    withoutZod: true,
  },
  {
    name: 'names computed at run time, kept as written',
    source: `${header}
const prefix = 'fs';
const toolName = ['dyn', 'amic'].join('');
const listFiles = tool(async ({ dir }) => \`\${dir}/a.txt\`, {
  name: \`\${prefix}_list_files\`,
  description: 'Lists files',
  schema: z.object({ dir: z.string() }),
});
const dynamic = new DynamicStructuredTool({
  name: toolName,
  description: 'Computed name',
  schema: z.object({ n: z.number() }),
  func: async ({ n }) => String(n * 2),
});
export const tools = [listFiles, dynamic];
`,
    calls: [
      { name: 'fs_list_files', args: { dir: '/tmp' } },
      { name: 'fs_list_files', args: {} },
      { name: 'dynamic', args: { n: 2 } },
    ],
  },
  {
    name: "tool() whose func types its own context (ToolRuntime), as tool()'s overloads allowed",
    source: `import { tool, type ToolRuntime } from '@langchain/core/tools';
import { z } from 'zod';
const lookUp = tool(async ({ q }, runtime: ToolRuntime) => \`\${q}: \${typeof runtime.toolCallId}\`, {
  name: 'look_up_typed',
  description: 'Look something up',
  schema: z.object({ q: z.string() }),
});
export const tools = [lookUp];
`,
    calls: [{ name: 'look_up_typed', args: { q: 'zod' } }],
  },
  {
    name: 'tool() whose func leaves its config untyped: tool() typed it, and so does the standard tool (not `any`)',
    source: `${header}
// \`typed\` fails to type-check where the config is \`any\`; \`graphConfig\`, where it is wider than the one the
// factory typed (a LangGraphRunnableConfig's \`store\` is never null, core 1.x's ToolRuntime's may be).
const graphConfig = (config: { store?: object; tags?: string[] }) => config;
const whoAmI = tool(
  async (
    { greeting },
    config,
  ) => {
    const typed: 0 extends 1 & typeof config ? 'any' : 'typed' = 'typed';
    graphConfig(config);
    // Never run; type-checked: the factory read its config's keys as \`any\`, so this read was allowed.
    if ((typed as string) === 'never') void config.configurable.user;
    return \`\${greeting}, \${config.configurable?.user ?? 'anonymous'} (\${typed})\`;
  },
  { name: 'who_am_i', description: 'Greets the caller', schema: z.object({ greeting: z.string() }) },
);
const tagsOf = tool(async (_input, { tags }) => (tags ?? []).join(','), {
  name: 'tags_of',
  description: 'The run tags',
  schema: z.object({}),
});
export const tools = [whoAmI, tagsOf];
`,
    calls: [
      { name: 'who_am_i', args: { greeting: 'Hi' } },
      { name: 'tags_of', args: {} },
    ],
  },
  {
    name: 'tool() const with returnDirect; defaults, enum and an invalid input',
    source: `${header}
const weather = tool(async ({ city, unit }) => \`\${city}: 21°\${unit}\`, {
  name: 'get_weather',
  description: 'Current weather in a city',
  schema: z.object({ city: z.string().describe('City name'), unit: z.enum(['c', 'f']).default('c') }),
  returnDirect: true,
});
export const tools = [weather];
// Typed use of the tool: must type-check after the migration too.
export const direct = (): Promise<string> => weather.invoke({ city: 'Oslo', unit: 'f' });
`,
    calls: [
      { name: 'get_weather', args: { city: 'Oslo' } },
      { name: 'get_weather', args: { city: 3 } },
    ],
  },
  {
    name: 'new DynamicStructuredTool with a one-parameter func and an object result',
    source: `${header}
export const forecast = new DynamicStructuredTool({
  name: 'forecast',
  description: 'Three-day forecast',
  schema: z.object({ city: z.string(), days: z.number().int().min(1).max(3).default(3) }),
  func: async ({ city, days }) => ({ city, days, highs: [20, 21, 22].slice(0, days) }),
});
export const tools = [forecast];
`,
    calls: [
      { name: 'forecast', args: { city: 'Rome' } },
      { name: 'forecast', args: { city: 'Rome', days: 9 } },
    ],
  },
  {
    name: "responseFormat 'content_and_artifact', metadata, tags and verboseParsingErrors as adapter options",
    source: `${header}
export const search = tool(
  async ({ query }) => {
    const hits = [{ id: 1, title: query }];
    return [\`\${hits.length} hits for \${query}\`, hits];
  },
  {
    name: 'search',
    description: 'Search with artifacts',
    responseFormat: 'content_and_artifact',
    schema: z.object({ query: z.string().min(2) }),
    metadata: { owner: 'search-team' },
    tags: ['search'],
    verboseParsingErrors: true,
  },
);
export const tools = [search];
`,
    calls: [
      { name: 'search', args: { query: 'zod' } },
      { name: 'search', args: { query: 'z' } },
    ],
  },
  {
    name: "func reads its config (annotated or not) as execute's context",
    source: `${header}
export const whoami = tool(
  async ({ echo }, config: ToolRunnableConfig) => \`\${echo} from \${config.toolCall?.id ?? 'direct'}\`,
  {
    name: 'whoami',
    description: 'Echo with the call id',
    schema: z.object({ echo: z.string() }),
  },
);
export const runName = tool(async (_input, config) => String(config.runName ?? config.toolCall?.name), {
  name: 'run_name',
  description: 'Reports the run name',
  schema: z.object({}),
});
export const tools = [whoami, runName];
`,
    calls: [
      { name: 'whoami', args: { echo: 'hi' } },
      { name: 'run_name', args: {} },
    ],
  },
  {
    name: 'no description: the one LangChain derives is written out',
    source: `${header}
export const roll = tool(async ({ sides }) => sides, {
  name: 'roll',
  schema: z.object({ sides: z.number().int().default(6) }),
});
export const flip = tool(async () => 'heads', {
  name: 'flip',
  schema: z.object({}).describe('Flip a coin'),
});
export const tools = [roll, flip];
`,
    calls: [
      { name: 'roll', args: {} },
      { name: 'flip', args: {} },
    ],
  },
  {
    name: "a description that may be undefined: LangChain's fallback is written after it",
    source: `${header}
const described = z.object({ q: z.string() }).describe('Search the docs');
const bare = z.object({ q: z.string() });
const overrides = (): { description?: string } | undefined => undefined;
export const docs = tool(async ({ q }) => q, { name: 'docs', description: described.description, schema: described });
export const plain = tool(async ({ q }) => q, { name: 'plain', description: bare.description, schema: bare });
export const other = tool(async ({ q }) => q, { name: 'other', description: overrides()?.description, schema: described });
export const tools = [docs, plain, other];
`,
    calls: [
      { name: 'docs', args: { q: 'a' } },
      { name: 'plain', args: { q: 'b' } },
      { name: 'other', args: { q: 'c' } },
    ],
  },
  {
    name: 'a throwing func, and a named function from the same file',
    source: `${header}
async function explode({ reason }: { reason: string }): Promise<string> {
  throw new Error('failed: ' + reason);
}
export const failing = tool(explode, {
  name: 'always_fails',
  description: 'Fails on purpose',
  schema: z.object({ reason: z.string() }),
});
export const tools = [failing];
`,
    calls: [{ name: 'always_fails', args: { reason: 'test' } }],
  },
  {
    name: "inline in a tools array inside a function, closing over a local (import from 'langchain')",
    source: `import { createAgent, FakeToolCallingModel, tool } from 'langchain';
import { z } from 'zod';
function makeTools(greeting: string) {
  return [
    tool(({ name }) => \`\${greeting}, \${name}\`, { name: 'greet', description: 'Greet someone', schema: z.object({ name: z.string() }) }),
    tool(async ({ a, b }) => a + b, {
      name: 'add',
      description: 'Add two numbers',
      schema: z.object({ a: z.number(), b: z.number() }),
    }),
  ];
}
export const tools = makeTools('hello');
export const agent = createAgent({ model: new FakeToolCallingModel({ toolCalls: [] }), tools });
`,
    calls: [
      { name: 'greet', args: { name: 'Ada' } },
      { name: 'add', args: { a: 2, b: 3 } },
    ],
  },
  {
    name: 'a StructuredTool subclass, built twice: returnDirect, a no-op constructor, this.name in _call',
    fromClass: true,
    source: `import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
/** Multiplies. */
class Multiply extends StructuredTool {
  // What the model calls it.
  override name = 'multiply';
  description: string = 'Multiply two numbers';
  schema = z.object({ x: z.number(), y: z.number().default(2) });
  override returnDirect = true;
  constructor() {
    super(...arguments);
  }
  protected async _call({ x, y }: { x: number; y: number }): Promise<string> {
    if (x < 0) throw new Error(\`\${this.name}: negative\`);
    return String(x * y);
  }
}
const first = new Multiply();
export const tools = [first];
export const again = (): Promise<string> => new Multiply().invoke({ x: 2, y: 3 });
`,
    calls: [
      { name: 'multiply', args: { x: 4 } },
      { name: 'multiply', args: { x: 'four' } },
      { name: 'multiply', args: { x: -1, y: 1 } },
    ],
  },
  {
    name: "_call typed by the class's own this['schema'] and typeof this.schema (dropped: the schema types execute)",
    fromClass: true,
    source: `import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
class SearchTool extends StructuredTool {
  name = 'search_by_this';
  description = 'Search the web';
  schema = z.object({ query: z.string() });
  async _call({ query }: z.infer<this['schema']>): Promise<string> {
    return \`results for \${query}\`;
  }
}
class CountTool extends StructuredTool {
  name = 'count_words';
  description = 'Count the words';
  schema = z.object({ text: z.string() });
  async _call(input: z.infer<typeof this.schema>): Promise<string> {
    return String(input.text.split(' ').length);
  }
}
export const tools = [new SearchTool(), new CountTool()];
`,
    calls: [
      { name: 'search_by_this', args: { query: 'zod' } },
      { name: 'count_words', args: { text: 'a b c' } },
      { name: 'count_words', args: { text: 3 } },
    ],
  },
  {
    name: "a StructuredTool subclass with responseFormat 'content_and_artifact' and a namespace import",
    fromClass: true,
    source: `import * as lc from '@langchain/core/tools';
import { z } from 'zod';
class Search extends lc.StructuredTool {
  name = 'search';
  description = 'Search with artifacts';
  schema = z.object({ query: z.string().min(2) });
  responseFormat = 'content_and_artifact' as const;
  verboseParsingErrors = true;
  async _call({ query }: { query: string }) {
    return [\`1 hit for \${query}\`, [{ id: 1, title: query }]];
  }
}
export const tools = [new Search()];
`,
    calls: [
      { name: 'search', args: { query: 'zod' } },
      { name: 'search', args: { query: 'z' } },
    ],
  },
  {
    name: 'a Tool subclass (string input): invoke(text), invoke({ input }), no input, and an agent call',
    fromClass: true,
    source: `import { Tool } from '@langchain/core/tools';
import { z } from 'zod';
class Shout extends Tool {
  name = 'shout';
  description = 'Shouts the text';
  constructor() {
    super();
  }
  async _call(text: string): Promise<string> {
    return text === undefined ? 'nothing to shout' : text.toUpperCase();
  }
}
export const tools = [new Shout()];
export const direct = (): Promise<string> => new Shout().invoke('hey');
// Typed as the string-input Tool it is: must type-check after the migration too.
export const typed: Tool = new Shout();
export const schema = z.string();
`,
    calls: [
      { name: 'shout', args: { input: 'hello' } },
      { name: 'shout', args: {} },
      { name: 'shout', args: { input: 3 } },
    ],
    directInputs: [
      { name: 'shout', input: 'hey' },
      { name: 'shout', input: { input: 'there' } },
      { name: 'shout', input: undefined },
      { name: 'shout', input: 42 },
    ],
  },
  {
    name: 'string input: new DynamicTool, tool() without a schema, tool() with z.string()',
    source: `import { DynamicTool, tool } from '@langchain/core/tools';
import { z } from 'zod';
export const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input: string) => \`echo: \${input}\`,
  verboseParsingErrors: true,
});
export const shout = tool(async (text: string) => String(text).toUpperCase(), { name: 'shout' });
export const whisper = tool((text: string) => String(text).toLowerCase(), {
  name: 'whisper',
  schema: z.string().describe('What to whisper'),
});
export const tools = [
  echo,
  shout,
  whisper,
  new DynamicTool({ name: 'inline', description: 'Inline', func: async (input) => \`[\${input}]\` }),
];
// Typed use of the tools: must type-check after the migration too.
export const direct: Promise<string> = shout.invoke('hey');
export const typed: DynamicTool = echo;
`,
    calls: [
      { name: 'echo', args: { input: 'a' } },
      { name: 'shout', args: { input: 'b' } },
      { name: 'whisper', args: { input: 'C' } },
      { name: 'inline', args: {} },
      { name: 'echo', args: { input: 5 } },
    ],
    directInputs: [
      { name: 'echo', input: 'x' },
      { name: 'shout', input: { input: 'y' } },
      { name: 'whisper', input: 'Z' },
      { name: 'inline', input: undefined },
      { name: 'echo', input: 5 },
    ],
  },
  {
    name: "string input in a file without zod: a Tool subclass, new DynamicTool and tool() get fromJsonSchema({ type: 'string' })",
    fromClass: true,
    withoutZod: true,
    source: `import { DynamicTool, Tool, tool } from '@langchain/core/tools';
class SanFranciscoWeatherTool extends Tool {
  name = 'current_weather';
  description = 'Get the current weather report for San Francisco, CA';
  constructor() {
    super();
  }
  async _call(place: string): Promise<string> {
    return \`sunny in \${place}\`;
  }
}
const echo = new DynamicTool({ name: 'echo', description: 'Echo', func: async (input: string) => \`echo: \${input}\` });
const shout = tool(async (text: string) => String(text).toUpperCase(), { name: 'shout', description: 'Shout' });
export const tools = [new SanFranciscoWeatherTool(), echo, shout];
export const typed: Tool = new SanFranciscoWeatherTool();
export const direct: Promise<string> = shout.invoke('hey');
`,
    calls: [
      { name: 'current_weather', args: { input: 'SF' } },
      { name: 'echo', args: {} },
      { name: 'shout', args: { input: 7 } },
    ],
    directInputs: [
      { name: 'current_weather', input: 'SF' },
      { name: 'echo', input: { input: 'x' } },
      { name: 'shout', input: undefined },
      { name: 'shout', input: 'b' },
    ],
  },
  {
    name: "tool classes of the same name in two scopes, and a description that falls back from the schema's own",
    fromClass: true,
    source: `import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
const adderSchema = z.object({ a: z.number().int(), b: z.number().int() }).describe('Add two integers');
const plainSchema = z.object({ a: z.number() });
class AdderTool extends StructuredTool {
  name = 'adder';
  description = adderSchema.description ?? 'description';
  schema = adderSchema;
  async _call(input: { a: number; b: number }) {
    return JSON.stringify({ result: input.a + input.b });
  }
}
class PlainTool extends StructuredTool {
  name = 'plain';
  description = plainSchema.description ?? 'no description of its own';
  schema = plainSchema;
  async _call(input: { a: number }) {
    return String(input.a);
  }
}
function first() {
  class Calculator extends StructuredTool {
    name = 'calculator';
    description = 'Calculates';
    schema = z.object({ expression: z.string() });
    async _call({ expression }: { expression: string }) {
      return \`first: \${expression}\`;
    }
  }
  return [new Calculator(), new AdderTool(), new PlainTool()];
}
function second() {
  class Calculator extends StructuredTool {
    name = 'calculator_two';
    description = 'Calculates again';
    schema = z.object({ expression: z.string() });
    async _call({ expression }: { expression: string }) {
      return \`second: \${expression}\`;
    }
  }
  return [new Calculator()];
}
export const tools = [...first(), ...second()];
`,
    calls: [
      { name: 'calculator', args: { expression: '1+1' } },
      { name: 'calculator_two', args: { expression: '2+2' } },
      { name: 'adder', args: { a: 1, b: 2 } },
      { name: 'adder', args: { a: 1.5, b: 2 } },
      { name: 'plain', args: { a: 3 } },
    ],
  },
  {
    name: 'JSON Schema objects: a literal, a constant and a DynamicStructuredTool, through fromJsonSchema; LangChain checks them as before',
    withFromJsonSchema: true,
    source: `${header}
const citySchema = {
  type: 'object',
  properties: { city: { type: 'string', minLength: 2 }, days: { type: 'integer', maximum: 7 } },
  required: ['city'],
  additionalProperties: false,
} as const;
const lookup = tool(async (input: { id: string }) => \`found \${input.id}\`, {
  name: 'lookup',
  description: 'Look up by id',
  schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  responseFormat: 'content',
});
const forecast = tool(async ({ city, days }: { city: string; days?: number }) => ({ city, days: days ?? 1 }), {
  name: 'forecast',
  schema: citySchema,
});
const mcpLike = new DynamicStructuredTool({
  name: 'mcp_like',
  description: 'Tool similar to MCP tools',
  schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  func: async (input: { city: string }) => \`weather in \${input.city}\`,
});
export const tools = [lookup, forecast, mcpLike];
`,
    calls: [
      { name: 'lookup', args: { id: 'a1' } },
      { name: 'lookup', args: { id: 5 } },
      { name: 'lookup', args: {} },
      { name: 'forecast', args: { city: 'Paris', days: 3 } },
      { name: 'forecast', args: { city: 'P' } },
      { name: 'forecast', args: { city: 'Paris', extra: true } },
      { name: 'forecast', args: { city: 'Paris', days: 1.5 } },
      { name: 'mcp_like', args: { city: 'Rome' } },
      { name: 'mcp_like', args: { town: 'Rome' } },
    ],
    directInputs: [
      { name: 'lookup', input: 'a string' },
      { name: 'mcp_like', input: { city: 'Oslo' } },
    ],
  },
  {
    name: 'schemas the code does not show (a read, a parameter) kept as written: zod and a JSON Schema object go to LangChain unchanged',
    source: `${header}
const schemas = { city: z.object({ city: z.string().min(2) }) };
function jsonTool(schema: Record<string, unknown>) {
  return tool(async (input: { n?: number }) => JSON.stringify(input), {
    name: 'json_tool',
    description: 'Takes a JSON Schema it does not show',
    schema,
  });
}
const fromRead = tool(async ({ city }) => \`sunny in \${city}\`, {
  name: 'from_read',
  description: 'Schema read from a record',
  schema: schemas.city,
});
export const tools = [fromRead, jsonTool({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] })];
`,
    calls: [
      { name: 'from_read', args: { city: 'Lyon' } },
      { name: 'from_read', args: { city: 'L' } },
      { name: 'json_tool', args: { n: 1 } },
      { name: 'json_tool', args: { n: 'one' } },
      { name: 'json_tool', args: {} },
    ],
  },
  {
    name: 'funcs that take the run manager (DynamicStructuredTool, DynamicTool): the same results and callback events',
    source: `${runManagerHeader}
const shout = RunnableLambda.from((value: string) => value.toUpperCase());
// Declared: standardTool() types their context.
const untyped = new DynamicStructuredTool({
  name: 'untyped',
  description: 'Run manager untyped',
  schema: z.object({ city: z.string() }),
  func: async ({ city }, runManager) => {
    await runManager?.handleText(\`looking up \${city}\`);
    return shout.invoke(city, { callbacks: runManager?.getChild('nested') });
  },
});
export const typed = new DynamicStructuredTool({
  name: 'typed',
  description: 'Run manager typed',
  schema: z.object({ city: z.string() }),
  func: async ({ city }, runManager?: CallbackManagerForToolRun) =>
    \`\${city} \${runManager === undefined ? 'without' : 'with'} a run manager\`,
});
const withConfig = new DynamicStructuredTool({
  name: 'with_config',
  description: 'Run manager and config, typed',
  schema: z.object({ city: z.string() }),
  async func({ city }, manager?: CallbackManagerForToolRun, config?: RunnableConfig) {
    await manager?.handleText(city);
    return \`\${city} tags=\${config?.tags?.join(',')} keys=\${Object.keys(config ?? {}).includes('runManager')}\`;
  },
});
// A function declared elsewhere: called with what DynamicStructuredTool gave it.
async function lookUp({ city }: { city: string }, runManager?: CallbackManagerForToolRun, config?: RunnableConfig) {
  await runManager?.handleText(\`lookUp \${city}\`);
  return \`\${city} \${config?.tags}\`;
}
const declared = new DynamicStructuredTool({
  name: 'declared',
  description: 'A func declared above',
  schema: z.object({ city: z.string() }),
  func: lookUp,
});
// Inline: toLangChain types their context.
export const tools = [
  untyped,
  typed,
  withConfig,
  declared,
  new DynamicTool({
    name: 'echo',
    description: 'String input',
    func: async (input, rm) => {
      await rm?.handleText(input);
      return \`\${input} \${rm === undefined}\`;
    },
  }),
  new DynamicStructuredTool({
    name: 'inline_config',
    description: 'Run manager and config, untyped',
    schema: z.object({ city: z.string() }),
    func: async ({ city }, runManager, config) => \`\${city} \${runManager?.runId === undefined} \${config?.tags}\`,
  }),
];
`,
    calls: [
      { name: 'untyped', args: { city: 'Oslo' } },
      { name: 'untyped', args: { town: 'Oslo' } },
      { name: 'typed', args: { city: 'Rome' } },
      { name: 'with_config', args: { city: 'Lyon' } },
      { name: 'echo', args: { input: 'hey' } },
      { name: 'inline_config', args: { city: 'Nice' } },
      { name: 'declared', args: { city: 'Bern' } },
    ],
    directInputs: [{ name: 'echo', input: 'bare' }],
    withCallbacks: true,
  },
];

/**
 * zod (the adapter module a zod project gets, with `toLangChainClass`, which the kept tool classes import), and a
 * file without zod (the module then has `fromJsonSchema`).
 */
let workspace: EquivalenceWorkspace;
let withoutZod: EquivalenceWorkspace;

beforeAll(() => {
  const packages = { '@langchain/core': '1.4.0', zod: '4.6.7' };
  workspace = new EquivalenceWorkspace('langchain');
  workspace.writeAdapterModule({ frameworks: ['langchain'], packages, names: ['toLangChainClass'] });
  withoutZod = new EquivalenceWorkspace('langchain-without-zod');
  withoutZod.writeAdapterModule({ frameworks: ['langchain'], packages, names: ['fromJsonSchema'] });
});

afterAll(() => {
  workspace.dispose();
  withoutZod.dispose();
});

/** The classes a module exports, constructed here: another module's `new X()`, as the class's users write it. */
type ClassModule = Record<string, new () => StructuredToolInterface>;

const keptClasses: Case = {
  name: 'exported tool classes constructed in another module (kept: class X extends toLangChainClass(def) {})',
  fromClass: true,
  source: `import { StructuredTool, Tool } from '@langchain/core/tools';
import { z } from 'zod';
const lookupSchema = z.object({ id: z.string().min(2) });
export class LookupTool extends StructuredTool<typeof lookupSchema> {
  name = 'lookup_order';
  description = 'Looks an order up';
  schema = lookupSchema;
  returnDirect = true;
  async _call({ id }: z.infer<typeof lookupSchema>): Promise<string> {
    if (id === 'xx') throw new Error('no such order');
    return \`order \${id}\`;
  }
}
export class PlaceOrderTool extends Tool {
  name = 'place_order_tool';
  description = 'Places the final order';
  async _call(): Promise<string> {
    return 'placed';
  }
}
class SearchTool extends Tool {
  name = 'search_tool';
  description = 'Searches';
  async _call(input: string): Promise<string> {
    return \`found \${input.toLowerCase()}\`;
  }
}
export { SearchTool };
`,
  calls: [
    { name: 'lookup_order', args: { id: 'a1' } },
    { name: 'lookup_order', args: { id: 'a' } },
    { name: 'lookup_order', args: { id: 'xx' } },
    { name: 'place_order_tool', args: {} },
    { name: 'search_tool', args: { input: 'Pizza' } },
  ],
  directInputs: [
    { name: 'search_tool', input: 'Biryani' },
    { name: 'place_order_tool', input: 'anything' },
  ],
  withCallbacks: true,
};

describe('LangChain: tool classes other modules construct behave the same, kept as classes', () => {
  it(keptClasses.name, async () => {
    const { original, migrated, migratedSource, ejected } = await workspace.migrate<ClassModule>(
      keptClasses.source,
      langChainFrontEnd,
    );
    expect(migratedSource).toContain('export class LookupTool extends toLangChainClass(');
    expect(migratedSource).not.toMatch(/\b(StructuredTool|Tool)\b(?!Class)/);
    const observeClasses = async (module: ClassModule) => {
      const made = [new module.LookupTool!(), new module.PlaceOrderTool!(), new module.SearchTool!()];
      const classes = [module.LookupTool!, module.PlaceOrderTool!, module.SearchTool!];
      return {
        ...(await observe({ tools: made }, keptClasses)),
        ownClass: made.map((tool, index) => tool instanceof classes[index]!),
        fresh: new module.LookupTool!() !== made[0],
      };
    };
    const before = await observeClasses(original);
    expect(before.agent).toHaveProperty('value');
    expect(before.ownClass).toEqual([true, true, true]);
    expect(await observeClasses(migrated)).toEqual(before);
    expect(await observeClasses(ejected)).toEqual(before);
  });
});

describe('LangChain: original and migrated modules behave the same through @langchain/core', () => {
  it(`has at least 6 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(6));

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const { original, migrated, migratedSource, ejected } = await (
        testCase.withoutZod || testCase.withFromJsonSchema ? withoutZod : workspace
      ).migrate<CaseModule>(testCase.source, langChainFrontEnd);
      expect(migratedSource).toContain('toLangChain(');
      expect(migratedSource).not.toMatch(/\b(tool|DynamicStructuredTool)\(|\bclass\b/);
      const before = await observe(original, testCase);
      const after = await observe(migrated, testCase);
      expect(before.agent).toHaveProperty('value');
      expect(after).toEqual(before);
      // The way back: eject(migrate(original)) behaves as the original too.
      expect(await observe(ejected, testCase)).toEqual(before);
    });
  }

  it('the migrated modules type-check (strict) like the originals, against the real @langchain/core', () => {
    for (const checked of [workspace, withoutZod]) {
      const { status, output } = checked.typeCheck();
      expect(output).toBe('');
      expect(status).toBe(0);
    }
  }, 240_000);
});
