/**
 * AI SDK equivalence: each case module is migrated by the ai-sdk transform; the original
 * and the migrated module (real files, the rendered adapter module beside them) are
 * driven through `generateText` with the AI SDK's mock model. The tools the model
 * receives, the tool results, and the follow-up prompt (what the model is told about
 * the results) must be identical.
 */
import { generateText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { EquivalenceWorkspace } from './support/equivalence';

type Chat = (model: MockLanguageModelV3) => ReturnType<typeof generateText>;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

interface ToolCall {
  toolName: string;
  input: unknown;
}

/** A model that calls the given tools once, then answers; it records what it was sent. */
function scriptedModel(calls: ToolCall[]) {
  const sent: Array<{ tools: unknown; prompt: unknown }> = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      sent.push({ tools: options.tools, prompt: options.prompt });
      if (sent.length === 1) {
        return {
          content: calls.map((call, index) => ({
            type: 'tool-call' as const,
            toolCallId: `call-${index}`,
            toolName: call.toolName,
            input: JSON.stringify(call.input),
          })),
          finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
          usage,
          warnings: [],
        };
      }
      return {
        content: [{ type: 'text' as const, text: 'done' }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  return { model, sent };
}

async function observe(chat: Chat, calls: ToolCall[]) {
  const { model, sent } = scriptedModel(calls);
  const result = await chat(model);
  const toolParts = result.steps[0]!.content.filter(
    (part) => part.type === 'tool-result' || part.type === 'tool-error',
  ).map((part) =>
    part.type === 'tool-result'
      ? { type: part.type, toolName: part.toolName, input: part.input, output: part.output, dynamic: part.dynamic }
      : {
          type: part.type,
          toolName: part.toolName,
          input: part.input,
          error: String((part.error as Error)?.message ?? part.error),
        },
  );
  return { toolsSentToModel: sent[0]!.tools, followUpPrompt: sent[1]?.prompt, toolParts };
}

interface Case {
  name: string;
  source: string;
  calls: ToolCall[];
}

const header = `import { generateText, stepCountIs, tool } from 'ai';\nimport { z } from 'zod';\n`;
const chatWith = (tools: string) =>
  `export function chat(model: any) {\n  return generateText({ model, prompt: 'go', tools: ${tools}, stopWhen: stepCountIs(2) });\n}\n`;

const cases: Case[] = [
  {
    name: 'a generator execute with an outputSchema (what it yields) keeps the schema with the AI SDK',
    source: `${header}
export const countdownTool = tool({
  description: 'Counts down',
  inputSchema: z.object({ from: z.number() }),
  outputSchema: z.object({ remaining: z.number() }),
  async *execute({ from }) {
    for (let remaining = from; remaining >= 0; remaining--) yield { remaining };
  },
});
${chatWith('{ countdown: countdownTool }')}`,
    calls: [
      { toolName: 'countdown', input: { from: 2 } },
      { toolName: 'countdown', input: { from: 'x' } },
    ],
  },
  {
    name: 'a description that may be undefined: none sent, as before',
    source: `${header}
const described = z.object({ q: z.string() }).describe('Search the docs');
const bare = z.object({ q: z.string() });
const settings = (): { description?: string } | undefined => undefined;
export const docsTool = tool({ description: described.description, inputSchema: described, execute: async ({ q }) => q });
export const plainTool = tool({ description: bare.description, inputSchema: bare, execute: async ({ q }) => q });
export const otherTool = tool({ description: settings()?.description, inputSchema: bare, execute: async ({ q }) => q });
${chatWith('{ docs: docsTool, plain: plainTool, other: otherTool }')}`,
    calls: [
      { toolName: 'docs', input: { q: 'a' } },
      { toolName: 'plain', input: { q: 'b' } },
      { toolName: 'other', input: { q: 'c' } },
    ],
  },
  {
    name: 'a record under computed keys of constants keeps its keys (the names the model sees)',
    source: `${header}
const ECHO_TOOL = 'echo';
const Names = { shout: 'shout_text' } as const;
export const tools = {
  [ECHO_TOOL]: tool({ description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => text }),
  [Names.shout]: tool({ description: 'Shout', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => text.toUpperCase() }),
};
${chatWith('tools')}`,
    calls: [
      { toolName: 'echo', input: { text: 'a' } },
      { toolName: 'shout_text', input: { text: 'b' } },
    ],
  },
  {
    name: 'a literal record key in a loop callback names the tool',
    source: `${header}
export function chat(model: any) {
  const [tools] = ['cm'].map((unit) => ({
    convert: tool({
      description: \`Convert to \${unit}\`,
      inputSchema: z.object({ value: z.number() }),
      execute: async ({ value }) => \`\${value}\${unit}\`,
    }),
  }));
  return generateText({ model, prompt: 'go', tools, stopWhen: stepCountIs(2) });
}
`,
    calls: [
      { toolName: 'convert', input: { value: 2 } },
      { toolName: 'convert', input: { value: 'x' } },
    ],
  },
  {
    name: 'exported const, zod with default and enum, record key names it',
    source: `${header}
export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).default('c') }),
  execute: async ({ city, unit }) => \`\${city}: 21°\${unit}\`,
});
${chatWith('{ get_weather: weatherTool }')}`,
    calls: [
      { toolName: 'get_weather', input: { city: 'Paris' } },
      { toolName: 'get_weather', input: { city: 3 } },
    ],
  },
  {
    name: 'inline in a generateText record inside a handler, execute closes over a local',
    source: `${header}
export function chat(model: any) {
  const greeting = 'hello';
  return generateText({
    model,
    prompt: 'go',
    stopWhen: stepCountIs(2),
    tools: {
      greet: tool({
        description: 'Greet someone',
        inputSchema: z.object({ name: z.string() }),
        execute: async ({ name }) => \`\${greeting}, \${name}\`,
      }),
    },
  });
}
`,
    calls: [{ toolName: 'greet', input: { name: 'Ada' } }],
  },
  {
    name: 'aliased import',
    source: `import { generateText, stepCountIs, tool as aiTool } from 'ai';
import { z } from 'zod';
export const translate = aiTool({
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async ({ text, to }) => ({ text, to, translated: text.split('').reverse().join('') }),
});
${chatWith('{ translate }')}`,
    calls: [{ toolName: 'translate', input: { text: 'abc', to: 'fr' } }],
  },
  {
    name: 'namespace import',
    source: `import * as ai from 'ai';
import { z } from 'zod';
export const calculator = ai.tool({
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});
export function chat(model: any) {
  return ai.generateText({ model, prompt: 'go', tools: { calculator }, stopWhen: ai.stepCountIs(2) });
}
`,
    calls: [{ toolName: 'calculator', input: { a: 2, b: 3 } }],
  },
  {
    name: 'dynamicTool with jsonSchema()',
    source: `import { dynamicTool, generateText, jsonSchema, stepCountIs } from 'ai';
export const lookup = dynamicTool({
  description: 'Look up a record by id',
  inputSchema: jsonSchema({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
  execute: async (input) => ({ id: (input as { id: string }).id, found: true }),
});
${chatWith('{ lookup }')}`,
    calls: [{ toolName: 'lookup', input: { id: 'r1' } }],
  },
  {
    name: 'strict, providerOptions and toModelOutput carried to the adapter',
    source: `${header}
export const deleteFile = tool({
  description: 'Delete a file',
  inputSchema: z.object({ path: z.string() }),
  strict: true,
  providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
  execute: async ({ path }) => ({ deleted: path }),
  toModelOutput: ({ output }) => ({ type: 'text', value: 'deleted ' + output.deleted }),
});
${chatWith('{ deleteFile }')}`,
    calls: [{ toolName: 'deleteFile', input: { path: '/tmp/x' } }],
  },
  {
    name: 'execute reads its options (toolCallId)',
    source: `${header}
export const whoCalled = tool({
  description: 'Reports the tool call id',
  inputSchema: z.object({ note: z.string() }),
  execute: async ({ note }, { toolCallId, messages }) => ({ note, toolCallId, messageCount: messages.length }),
});
${chatWith('{ whoCalled }')}`,
    calls: [{ toolName: 'whoCalled', input: { note: 'n' } }],
  },
  {
    name: 'execute reads its options inline (a name, typed as tool() typed it) and as a method',
    source: `${header}
export function chat(model: any) {
  return generateText({
    model,
    prompt: 'go',
    stopWhen: stepCountIs(2),
    tools: {
      countMessages: tool({
        description: 'Counts the messages so far',
        inputSchema: z.object({ note: z.string() }),
        execute: async (args, options) => \`\${args.note}: \${options.messages.filter((message) => message.role === 'user').length}\`,
      }),
      callId: tool({
        description: 'Reports the call id',
        inputSchema: z.object({ note: z.string() }),
        async execute({ note }, { toolCallId }) {
          return \`\${note} \${toolCallId}\`;
        },
      }),
    },
  });
}
`,
    calls: [
      { toolName: 'countMessages', input: { note: 'n' } },
      { toolName: 'callId', input: { note: 'm' } },
    ],
  },
  {
    name: 'spread record',
    source: `${header}
const baseTools = {
  ping: tool({ description: 'Ping', inputSchema: z.object({}), execute: async () => 'pong' }),
};
export function chat(model: any) {
  return generateText({
    model,
    prompt: 'go',
    stopWhen: stepCountIs(2),
    tools: {
      ...baseTools,
      search: tool({
        description: 'Search the catalogue',
        inputSchema: z.object({ query: z.string(), limit: z.number().int().positive().optional() }),
        execute: async ({ query, limit }) => ({ query, limit: limit ?? 10 }),
      }),
    },
  });
}
`,
    calls: [
      { toolName: 'ping', input: {} },
      { toolName: 'search', input: { query: 'lamp' } },
      { toolName: 'search', input: { query: 'lamp', limit: -1 } },
    ],
  },
  {
    name: 'generics and satisfies',
    source: `import { generateText, stepCountIs, tool, type Tool } from 'ai';
import { z } from 'zod';
interface SumInput { a: number; b: number }
export const sumTool = tool<SumInput, number>({
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
}) satisfies Tool<SumInput, number>;
${chatWith('{ sum: sumTool }')}`,
    calls: [{ toolName: 'sum', input: { a: 1, b: 2 } }],
  },
  {
    name: 'schema and execute defined elsewhere',
    source: `${header}
const description = 'Current weather in a city';
const weatherInput = z.object({ city: z.string().min(2) });
async function runWeather({ city }: { city: string }) {
  return { city, temperature: 21 };
}
export const weatherTool = tool({ description, inputSchema: weatherInput, execute: runWeather });
${chatWith('{ weather: weatherTool }')}`,
    calls: [
      { toolName: 'weather', input: { city: 'Oslo' } },
      { toolName: 'weather', input: { city: 'X' } },
    ],
  },
  {
    name: 'zodSchema() unwrapped',
    source: `import { generateText, stepCountIs, tool, zodSchema } from 'ai';
import { z } from 'zod';
export const echo = tool({
  description: 'Echo',
  inputSchema: zodSchema(z.object({ text: z.string().default('hi') })),
  execute: async ({ text }) => text,
});
${chatWith('{ echo }')}`,
    calls: [{ toolName: 'echo', input: {} }],
  },
  {
    name: 'no description (the model is sent none, before and after)',
    source: `${header}
export const roll = tool({
  inputSchema: z.object({ sides: z.number().int().default(6) }),
  execute: async ({ sides }) => sides,
});
${chatWith('{ roll }')}`,
    calls: [{ toolName: 'roll', input: {} }],
  },
  {
    name: 'a throwing execute',
    source: `${header}
export const failing = tool({
  description: 'Fails on purpose',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ reason }): Promise<string> => {
    throw new Error('failed: ' + reason);
  },
});
${chatWith('{ failing }')}`,
    calls: [{ toolName: 'failing', input: { reason: 'test' } }],
  },
  {
    name: 'returned from an exported factory, execute reads its parameters (named after the factory)',
    source: `${header}
export const createDocument = ({ owner }: { owner: string }) =>
  tool({
    description: 'Create a document',
    inputSchema: z.object({ title: z.string() }),
    execute: async ({ title }) => ({ owner, title }),
  });
export function weatherTool(unit: string) {
  return tool({
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => \`\${city}: 20°\${unit}\`,
  });
}
${chatWith("{ create_document: createDocument({ owner: 'ada' }), weather: weatherTool('C') }")}`,
    calls: [
      { toolName: 'create_document', input: { title: 'Notes' } },
      { toolName: 'weather', input: { city: 'Oslo' } },
      { toolName: 'create_document', input: { title: 4 } },
    ],
  },
  {
    name: 'an argument of a wrapper call, and a keyed arrow (named after the call and the key)',
    source: `${header}
function logged<T>(wrapped: T): T {
  return wrapped;
}
const factories = {
  shout: (suffix: string) =>
    tool({
      description: 'Shout',
      inputSchema: z.object({ text: z.string() }),
      execute: async ({ text }) => text.toUpperCase() + suffix,
    }),
};
export function chat(model: any) {
  return generateText({
    model,
    prompt: 'go',
    stopWhen: stepCountIs(2),
    tools: {
      echo: logged(tool({ description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => text })),
      shout: factories.shout('!'),
    },
  });
}
`,
    calls: [
      { toolName: 'echo', input: { text: 'hi' } },
      { toolName: 'shout', input: { text: 'hi' } },
    ],
  },
  {
    name: 'a jsonSchema<T>() input becomes fromJsonSchema<T>(), unvalidated as before; T types the standard input',
    source: `import { generateText, jsonSchema, stepCountIs, tool } from 'ai';
interface Lookup {
  id: string;
  deep?: boolean;
}
export const lookupTool = tool({
  description: 'Look up a record by id',
  inputSchema: jsonSchema<Lookup>({
    type: 'object',
    properties: { id: { type: 'string' }, deep: { type: 'boolean' } },
    required: ['id'],
  }),
  execute: async ({ id, deep }) => ({ id: id.toUpperCase(), deep: deep ?? false }),
});
export const echoTool = tool({
  description: 'Echo a text',
  inputSchema: jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
  execute: input => input.text.trim(),
});
// Not \`any\`: the input type is T, before and after.
type InputOf<T> = T extends { execute?: (input: infer I, ...rest: never[]) => unknown } ? I : never;
type IsAny<T> = 0 extends 1 & T ? true : false;
export const typedInputs: [IsAny<InputOf<typeof lookupTool>>, IsAny<InputOf<typeof echoTool>>] = [false, false];
${chatWith('{ lookup: lookupTool, echo: echoTool }')}`,
    calls: [
      { toolName: 'lookup', input: { id: 'a1' } },
      { toolName: 'lookup', input: { id: 'b2', deep: true } },
      { toolName: 'echo', input: { text: ' hi ' } },
      { toolName: 'lookup', input: { id: 'c3', deep: 'yes', more: 1 } },
    ],
  },
  {
    name: 'output schemas: jsonSchema<T>() becomes fromJsonSchema<T>(), zodSchema(x) is unwrapped, one with validate stays',
    source: `import { generateText, jsonSchema, stepCountIs, tool, zodSchema } from 'ai';
import { z } from 'zod';
export const weatherTool = tool({
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: jsonSchema<{ degrees: number }>({ type: 'object', properties: { degrees: { type: 'number' } } }),
  execute: async ({ city }) => ({ degrees: city.length }),
});
export const windTool = tool({
  description: 'Wind',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: zodSchema(z.object({ speed: z.number() })),
  execute: async ({ city }) => ({ speed: city.length }),
});
export const rainTool = tool({
  description: 'Rain',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: jsonSchema<{ mm: number }>(
    { type: 'object', properties: { mm: { type: 'number' } } },
    { validate: (value) => ({ success: true, value: value as { mm: number } }) },
  ),
  execute: async ({ city }) => ({ mm: city.length }),
});
// The output types stay: what each tool's execute gives.
type OutputOf<T> = T extends { execute?: (...args: never[]) => infer R } ? Awaited<R> : never;
export const outputs: [OutputOf<typeof weatherTool>, OutputOf<typeof windTool>, OutputOf<typeof rainTool>] = [
  { degrees: 1 },
  { speed: 2 },
  { mm: 3 },
];
${chatWith('{ weather: weatherTool, wind: windTool, rain: rainTool }')}`,
    calls: [
      { toolName: 'weather', input: { city: 'Oslo' } },
      { toolName: 'wind', input: { city: 'Rome' } },
      { toolName: 'rain', input: { city: 'Lima' } },
    ],
  },
  ...[
    ['none given (the SDK passes undefined)', ''],
    ['a live signal given', ', abortSignal: new AbortController().signal'],
  ].map(([given, setting]) => ({
    name: `options read only for an abort signal listened to through ?.: abortSignalOf, not tied; ${given}`,
    source: `${header}
export const slowTool = tool({
  description: 'A slow call',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }, { abortSignal }) => {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 5);
      abortSignal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortSignal.reason);
      });
    });
    return { result: query };
  },
});
export const checkedTool = tool({
  description: 'Stops when cancelled',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal: signal }) => {
    signal?.throwIfAborted();
    return n * 2;
  },
});
export function chat(model: any) {
  const tools = { slow: slowTool, checked: checkedTool };
  return generateText({ model, prompt: 'go', tools, stopWhen: stepCountIs(2)${setting} });
}
`,
    calls: [
      { toolName: 'slow', input: { query: 'q' } },
      { toolName: 'checked', input: { n: 2 } },
      { toolName: 'checked', input: { n: 'x' } },
    ],
  })),
];

let workspace: EquivalenceWorkspace;

beforeAll(() => {
  workspace = new EquivalenceWorkspace('ai-sdk');
  // What the migrated files import besides the adapter (options read only for their abort signal, a JSON Schema).
  workspace.writeAdapterModule({
    frameworks: ['ai-sdk'],
    packages: { ai: '6.0.326', zod: '4.6.7' },
    names: ['abortSignalOf', 'fromJsonSchema'],
  });
});

afterAll(() => workspace.dispose());

describe('AI SDK: original and migrated modules behave the same through generateText', () => {
  it(`has at least 8 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(8));

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const { original, migrated, migratedSource, ejected, ejectedSource } = await workspace.migrate<{ chat: Chat }>(
        testCase.source,
        aiSdkFrontEnd,
      );
      expect(migratedSource).toContain('toAiSdk(');
      if (testCase.name.includes('abortSignalOf')) expect(migratedSource).toContain('abortSignalOf(options)');
      if (testCase.name.includes('computed keys')) expect(migratedSource).not.toContain('tool({');
      const before = await observe(original.chat, testCase.calls);
      const after = await observe(migrated.chat, testCase.calls);
      expect(before.toolParts.length).toBe(testCase.calls.length);
      expect(after).toEqual(before);
      // The way back: eject(migrate(original)) behaves as the original too.
      expect(ejectedSource).not.toContain('toAiSdk(');
      expect(await observe(ejected.chat, testCase.calls)).toEqual(before);
    });
  }

  it('the migrated modules type-check (strict) like the originals, against the real ai package', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});
