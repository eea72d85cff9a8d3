/**
 * The AI SDK adapters against the real AI SDK, offline, through `generateText` on each
 * major's mock language model, one table row per major:
 * - v4: adapters/ai-sdk-v4.ts on AI SDK 4.3 (`ai-v4`), with `maxSteps: 2`. The adapter
 *   imports `jsonSchema` from 'ai', which is redirected to `ai-v4` while it loads, as it
 *   is in a project on `ai@4`; it gets the zod 4.0/4.1 and valibot fallbacks.
 * - v5 (`ai-v5`), v6 (`ai`) and v7 (`ai-v7`): adapters/ai-sdk.ts, with the valibot fallback.
 *
 * Shared tools: all seven run on every major.
 * - weather, always_fails, forecast, whoami (zod 4): v5 to v7 get them unchanged and
 *   convert and validate them themselves, exactly as a native `tool()`. v4 understands
 *   zod 3 and `jsonSchema()` only: natively they would reach the model as an empty
 *   schema, unvalidated, so the v4 adapter sends their draft-07 JSON through `jsonSchema()`
 *   and validates with zod 4 itself (defaults applied); a zod 3 schema goes through
 *   unchanged (see "v4 only").
 * - search (valibot + toStandardJsonSchema) and add (arktype): wrapped into an AI SDK
 *   `Schema`. Natively v4 calls them as zod 3 and crashes, v5 sends every non-`Schema` to
 *   its zod converter and crashes, and v6/v7 take them only with `~standard.jsonSchema`;
 *   wrapped, they work on every major and the model sees the JSON v6/v7 would send.
 * - clock (no input schema): the model sees v6/v7's schema for a tool without input (v4:
 *   that of a native `parameters: z.object({})`), and `execute` receives `undefined`.
 * The majors differ in their error convention: from v5, invalid input and a throwing tool
 * are tool-error parts the model gets back; in v4 they make `generateText` reject
 * (InvalidToolArgumentsError, ToolExecutionError).
 */
import { describe, expect, it, vi } from 'vitest';
import { tool as nativeToolV4 } from 'ai-v4';
import * as v from 'valibot';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { z as z41 } from 'zod41';
import { fromJsonSchema } from '../../adapters/json-schema-input';
import type { StandardTool } from '../../adapters/standard-tool';
import {
  addTool,
  allStandardTools,
  clockTool,
  contextTool,
  failingTool,
  forecastTool,
  searchTool,
  weatherTool,
} from '../support/standard-tools';
import {
  aiSdkComparable,
  aiSdkDrivers,
  aiSdkErrorText,
  runAiSdkV4,
  type AiSdkMajor,
  type AiSdkToolCall,
  type AiSdkV4Turn,
} from './support/ai-sdk-harness';
import { closedZodToolSchemas, DRAFT_07 } from './support/expected-schemas';
import { loadAdapter } from './support/load-adapter';
import { sourceAndRendered } from './support/rendered-module';

const aiSdkV4 = await loadAdapter({
  load: async () => {
    await import('../../adapters/json-schema-valibot');
    await import('../../adapters/json-schema-zod4-core');
    return import('../../adapters/ai-sdk-v4');
  },
  redirects: { ai: () => import('ai-v4') },
});
const aiSdk = await loadAdapter({
  load: async () => {
    await import('../../adapters/json-schema-valibot');
    return import('../../adapters/ai-sdk');
  },
});

/** What every major tells the model about the shared tools but the one without input. */
const expectedInputSchemas: Record<string, unknown> = {
  get_weather: {
    $schema: DRAFT_07,
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
      days: { type: 'integer', minimum: 1, maximum: 7 },
    },
    required: ['city'],
    additionalProperties: false,
  },
  search_docs: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
    required: ['query'],
    additionalProperties: false,
  },
  add: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { a: { type: 'integer' }, b: { type: 'integer' } },
    required: ['a', 'b'],
    additionalProperties: false,
  },
  ...closedZodToolSchemas(DRAFT_07),
};

interface ValidCall {
  input: unknown;
  executeInput: unknown;
  output: unknown;
}

/** A valid call per shared tool, what `execute` must receive (defaults applied) and what it returns. */
const validCalls: Record<string, ValidCall> = {
  get_weather: { input: { city: 'Paris' }, executeInput: { city: 'Paris', unit: 'c' }, output: 'Paris: 21°C' },
  search_docs: { input: { query: 'mcp' }, executeInput: { query: 'mcp', limit: 5 }, output: '5 results for mcp' },
  add: { input: { a: 1, b: 2 }, executeInput: { a: 1, b: 2 }, output: '3' },
  server_time: { input: {}, executeInput: undefined, output: '2026-11-30T12:00:00.000Z' },
  forecast: { input: { city: 'Oslo' }, executeInput: { city: 'Oslo' }, output: { city: 'Oslo', highC: 24, lowC: 12 } },
  whoami: { input: { echo: 'hi' }, executeInput: { echo: 'hi' }, output: 'hi; context=object' },
};

/** Input each schema rejects. */
const invalidCalls: Record<string, unknown> = {
  get_weather: { city: 42 },
  search_docs: { query: 'x' },
  add: { a: 1.5, b: 2 },
  always_fails: {},
  forecast: {},
  whoami: { echo: 7 },
};

const call = (toolName: string, input: unknown): AiSdkToolCall => ({ toolName, input });

/** A shared tool by name, typed loosely: the set mixes input types. */
function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

/** The tool with a spy on `execute` that records its arguments. */
function spied<T extends StandardTool>(tool: T) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute } as T, execute };
}

/** A tool whose schema only validates (no `~standard.jsonSchema`) and that doubles `n`. */
const zod41Tool = {
  name: 'double',
  description: 'zod 4.1',
  inputSchema: z41.object({ n: z41.number().default(3) }),
  execute: async ({ n }: { n: number }) => n * 2,
} satisfies StandardTool;

/** The shared search tool on plain valibot: natively refused by every major. */
const plainSearch = {
  ...searchTool,
  inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
} satisfies StandardTool;

interface AiSdkRow {
  major: 'v4' | AiSdkMajor;
  /** The major's adapter entry (typed loosely: each major has its own tool type). */
  adapter: {
    toAiSdk: (tool: StandardTool<any, any>) => any;
    toAiSdkTools: (tools: readonly StandardTool<any, any>[]) => Record<string, any>;
  };
  /**
   * One turn: the model calls `call`'s tool (without a call, it only reads the
   * definitions); `context` is the per-call context where the major has one (not v4).
   */
  run(tools: Record<string, unknown>, call?: AiSdkToolCall, context?: unknown): Promise<any>;
  /** The definitions the model was told, as `{ name, description, schema }`. */
  definitions(turn: any): Array<{ type: string; name: string; description: string; schema: unknown }>;
  /** What the model is told for a tool without an input schema. */
  noInputSchema: unknown;
  /** A valid call's result, as step 1 reports it and as the model gets it back. */
  expectResult(turn: any, name: string, expected: Omit<ValidCall, 'input'>): void;
  /** What an invalid call does: the phrase for the test's name, and the check. */
  invalidInput: { outcome: string; expect(turn: Promise<any>, name: string): Promise<void> };
  /** What a throwing `execute` does: the phrase for the test's name, and the check. */
  thrown: { outcome: string; expect(turn: Promise<any>): Promise<void> };
  /** Where `execute`'s options carry the per-call context (none in v4). */
  contextIn?: (options: any) => unknown;
  /** How a schema that only validates gets its JSON Schema. */
  zod41Route: string;
}

const v4Row: AiSdkRow = {
  major: 'v4',
  adapter: aiSdkV4,
  run: (tools, toolCall) => runAiSdkV4(tools, toolCall),
  definitions: (turn: AiSdkV4Turn) =>
    turn.toolsSent.map(({ parameters, ...definition }) => ({ ...definition, schema: parameters })),
  noInputSchema: expectedInputSchemas.server_time,
  expectResult: (turn: AiSdkV4Turn, name, expected) => {
    // `args` is the validated input; without a schema, the model's `{}`.
    expect(turn.toolResults).toEqual([
      {
        type: 'tool-result',
        toolCallId: 'call-1',
        toolName: name,
        args: expected.executeInput ?? {},
        result: expected.output,
      },
    ]);
    expect(turn.toolMessage).toMatchObject({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'call-1', toolName: name, result: expected.output }],
    });
  },
  invalidInput: {
    outcome: 'rejects with InvalidToolArgumentsError',
    expect: async (turn, name) => {
      await expect(turn).rejects.toMatchObject({ name: 'AI_InvalidToolArgumentsError', toolName: name });
    },
  },
  thrown: {
    outcome: 'rejects with the SDK ToolExecutionError',
    expect: async (turn) => {
      await expect(turn).rejects.toMatchObject({
        name: 'AI_ToolExecutionError',
        toolName: 'always_fails',
        toolArgs: { reason: 'boom' },
        cause: expect.objectContaining({ message: 'failed: boom' }),
      });
    },
  },
  zod41Route: 'converted by the json-schema-zod4-core fallback',
};

function modernRow(major: AiSdkMajor): AiSdkRow {
  const driver = aiSdkDrivers[major];
  return {
    major,
    adapter: aiSdk,
    run: (tools, toolCall, context) => driver.run(tools, toolCall, context),
    definitions: (turn) =>
      turn.toolsSent.map(({ inputSchema, ...definition }: any) => ({ ...definition, schema: inputSchema })),
    noInputSchema: { type: 'object', properties: {}, additionalProperties: false },
    expectResult: (turn, name, expected) => {
      const [toolCall, toolResult] = turn.content;
      expect(toolCall).toMatchObject({ type: 'tool-call', toolName: name, toolCallId: 'call-1' });
      expect(toolResult).toMatchObject({
        type: 'tool-result',
        toolName: name,
        toolCallId: 'call-1',
        output: expected.output,
      });
      // The model gets it back as the tool result of its call.
      expect(turn.toolMessage).toMatchObject({
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'call-1',
            toolName: name,
            output: { type: typeof expected.output === 'string' ? 'text' : 'json', value: expected.output },
          },
        ],
      });
    },
    invalidInput: {
      outcome: 'is a tool-error',
      expect: async (outcome, name) => {
        const turn = await outcome;
        const toolError = turn.content.find((part: any) => part.type === 'tool-error');
        expect(toolError).toMatchObject({ toolName: name, toolCallId: 'call-1' });
        expect(aiSdkErrorText(toolError)).toContain(`Invalid input for tool ${name}`);
      },
    },
    thrown: {
      outcome: 'gives the SDK tool-error with the thrown error',
      expect: async (outcome) => {
        const turn = await outcome;
        const toolError = turn.content.find((part: any) => part.type === 'tool-error');
        expect(toolError).toMatchObject({ type: 'tool-error', toolName: 'always_fails', input: { reason: 'boom' } });
        expect(toolError.error).toBeInstanceOf(Error);
        expect(toolError.error.message).toBe('failed: boom');
        // v7 sends the error as `String(error)`, v5 and v6 as its message.
        const errorText = major === 'v7' ? 'Error: failed: boom' : 'failed: boom';
        expect(turn.toolMessage.content[0]).toMatchObject({
          type: 'tool-result',
          output: { type: 'error-text', value: errorText },
        });
      },
    },
    contextIn: driver.contextIn,
    zod41Route: 'passed through, the SDK converts it',
  };
}

const modernMajors = (['v5', 'v6', 'v7'] as const).map(modernRow);

/** The module the CLI writes for a project on v4, and on v5 to v7 (which also imports `toAiSdkTools`). */
const v4Variants = await sourceAndRendered('ai-sdk-v4', v4Row.adapter, {
  packages: { ai: '4.3.19', zod: '4.1.13' },
  names: ['toAiSdkTools'],
  redirects: { ai: () => import('ai-v4') },
});
const modernVariants = await sourceAndRendered('ai-sdk', aiSdk, { names: ['toAiSdkTools'] });

/** Each major on the source adapter, and on the rendered module. */
const rows = [
  ...v4Variants.map(([variant, adapter]) => [`v4 (${variant})`, { ...v4Row, adapter }] as const),
  ...modernMajors.flatMap((row) =>
    modernVariants.map(([variant, adapter]) => [`${row.major} (${variant})`, { ...row, adapter }] as const),
  ),
];

describe.each(rows)('toAiSdk on AI SDK %s', (_, row) => {
  const { toAiSdk, toAiSdkTools } = row.adapter;

  describe('what the model receives', () => {
    it.each(allStandardTools.map((tool): [string, StandardTool] => [tool.name, tool]))('%s', async (name, tool) => {
      const turn = await row.run({ [name]: toAiSdk(tool) });
      const schema = name === 'server_time' ? row.noInputSchema : expectedInputSchemas[name];
      expect(row.definitions(turn)).toEqual([{ type: 'function', name, description: tool.description, schema }]);
    });
  });

  describe('a valid call reaches execute with the parsed input and its result comes back', () => {
    it.each(Object.keys(validCalls))('%s', async (name) => {
      const { tool, execute } = spied(sharedTool(name));
      const expected = validCalls[name]!;
      const turn = await row.run({ [name]: toAiSdk(tool) }, call(name, expected.input));

      expect(execute).toHaveBeenCalledOnce();
      expect(execute.mock.calls[0][0]).toEqual(expected.executeInput);
      row.expectResult(turn, name, expected);
    });
  });

  describe(`invalid input ${row.invalidInput.outcome} and never reaches execute`, () => {
    it.each(Object.entries(invalidCalls))('%s', async (name, input) => {
      const { tool, execute } = spied(sharedTool(name));
      await row.invalidInput.expect(row.run({ [name]: toAiSdk(tool) }, call(name, input)), name);
      expect(execute).not.toHaveBeenCalled();
    });
  });

  it(`a throwing tool ${row.thrown.outcome}`, async () => {
    await row.thrown.expect(row.run({ always_fails: toAiSdk(failingTool) }, call('always_fails', { reason: 'boom' })));
  });

  it("passes the SDK's execute options to execute as its context", async () => {
    const { tool, execute } = spied(contextTool);
    const turn = await row.run({ whoami: toAiSdk(tool) }, call('whoami', { echo: 'hi' }), { user: 'ada' });

    const context = execute.mock.calls[0][1] as any;
    expect(context).toMatchObject({ toolCallId: 'call-1', messages: expect.any(Array) });
    // v4 has no per-call context to pass.
    if (row.contextIn) expect(row.contextIn(context)).toEqual({ user: 'ada' });
    row.expectResult(turn, 'whoami', validCalls.whoami!);
  });

  describe('toAiSdkTools', () => {
    it('keys each tool by its name and lets the model call any of them', async () => {
      const tools = toAiSdkTools(allStandardTools);
      expect(Object.keys(tools)).toEqual(allStandardTools.map((tool) => tool.name));
      const turn = await row.run(tools, call('add', { a: 20, b: 22 }));
      expect(row.definitions(turn).map((definition) => definition.name)).toEqual(
        allStandardTools.map((tool) => tool.name),
      );
      row.expectResult(turn, 'add', { executeInput: { a: 20, b: 22 }, output: '42' });
    });

    it('rejects two tools with the same name', () => {
      expect(() => toAiSdkTools([addTool, { ...addTool }])).toThrow('two tools are named "add"');
    });
  });

  describe('schemas that only validate, through the fallback modules a project on them gets', () => {
    it(`zod 4.1 (no ~standard.jsonSchema): ${row.zod41Route}, defaults apply`, async () => {
      const turn = await row.run({ double: toAiSdk(zod41Tool) }, call('double', {}));
      expect(row.definitions(turn)[0]!.schema).toEqual({
        $schema: DRAFT_07,
        type: 'object',
        properties: { n: { type: 'number', default: 3 } },
        additionalProperties: false,
      });
      row.expectResult(turn, 'double', { executeInput: { n: 3 }, output: 6 });
    });

    it('plain valibot (natively refused by every major) works with the valibot fallback module', async () => {
      const turn = await row.run({ search_docs: toAiSdk(plainSearch) }, call('search_docs', { query: 'mcp' }));
      expect(row.definitions(turn)[0]!.schema).toEqual(expectedInputSchemas.search_docs);
      row.expectResult(turn, 'search_docs', validCalls.search_docs!);
    });
  });
});

describe.each(rows.filter(([, row]) => row.major !== 'v4'))('toAiSdk on AI SDK %s (v5 to v7 only)', (_, row) => {
  const major = row.major as AiSdkMajor;
  const driver = aiSdkDrivers[major];
  const { toAiSdk, toAiSdkTools } = row.adapter;

  it('reports issues by key, not with the input values valibot puts in its paths', async () => {
    const turn = await driver.run({ search_docs: toAiSdk(searchTool) }, call('search_docs', { query: 'x' }));
    const text = aiSdkErrorText(turn.content.find((part) => part.type === 'tool-error'));
    expect(text).toContain('"path":["query"]');
    expect(text).toContain('Invalid length');
    expect(text).not.toContain('"origin"');
  });

  describe('options are passed through unchanged', () => {
    it('title overrides the standard title; providerOptions reach the model', async () => {
      const aiTool = toAiSdk(weatherTool, {
        title: 'Weather now',
        providerOptions: { openai: { strict: true } },
      });
      expect(aiTool.title).toBe('Weather now');
      const turn = await driver.run({ get_weather: aiTool }, call('get_weather', { city: 'Rome' }));
      expect(turn.toolsSent[0].providerOptions).toEqual({ openai: { strict: true } });
    });

    it('type: "dynamic" makes the parts dynamic, as dynamicTool() does', async () => {
      const turn = await driver.run({ add: toAiSdk(addTool, { type: 'dynamic' }) }, call('add', { a: 2, b: 2 }));
      expect(turn.content[1]).toMatchObject({ type: 'tool-result', output: '4', dynamic: true });
    });

    it('toModelOutput shapes what the model gets back', async () => {
      // v5 calls toModelOutput(output); v6 and v7 call toModelOutput({ output, ... }).
      const toModelOutput = (arg: any) => ({
        type: 'text' as const,
        value: `sum=${major === 'v5' ? arg : arg.output}`,
      });
      const turn = await driver.run({ add: toAiSdk(addTool, { toModelOutput } as any) }, call('add', { a: 2, b: 3 }));
      expect(turn.toolMessage.content[0].output).toEqual({ type: 'text', value: 'sum=5' });
    });

    it('toAiSdkTools takes per-name options', () => {
      const tools = toAiSdkTools([weatherTool, addTool], { add: { title: 'Adder' } });
      expect(Object.keys(tools)).toEqual(['get_weather', 'add']);
      expect(tools.add.title).toBe('Adder');
      expect(tools.get_weather.description).toBe(weatherTool.description);
    });
  });

  describe('equivalence with the same tool written natively', () => {
    const zodTools: StandardTool[] = [weatherTool, failingTool, forecastTool, contextTool];
    const scenarios = (name: string): Array<[string, unknown]> => [
      ['valid', validCalls[name]?.input ?? { reason: 'boom' }],
      ['invalid', invalidCalls[name]],
    ];

    /** The native definition: same schema, same handler. */
    const nativeOf = (tool: StandardTool) =>
      driver.tool({
        ...(tool.title && { title: tool.title }),
        description: tool.description,
        inputSchema: tool.inputSchema,
        ...(tool.outputSchema && { outputSchema: tool.outputSchema }),
        execute: tool.execute,
      });

    for (const tool of zodTools) {
      it.each(scenarios(tool.name))(`${tool.name} (zod 4): %s call`, async (_, input) => {
        const native = await driver.run({ [tool.name]: nativeOf(tool) }, call(tool.name, input), { user: 'ada' });
        const adapted = await driver.run({ [tool.name]: toAiSdk(tool) }, call(tool.name, input), { user: 'ada' });
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      });
    }

    it('a generator execute (preliminary results): definitions and results', async () => {
      const countdown = {
        name: 'countdown',
        description: 'Counts down',
        inputSchema: z.object({ from: z.number() }),
        async *execute({ from }: { from: number }) {
          for (let remaining = from; remaining >= 0; remaining--) yield { remaining };
        },
      } as unknown as StandardTool;
      for (const input of [{ from: 2 }, { from: 'x' }]) {
        const native = await driver.run({ countdown: nativeOf(countdown) }, call('countdown', input));
        const adapted = await driver.run({ countdown: toAiSdk(countdown) }, call('countdown', input));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      }
    });

    it('a fromJsonSchema(json) input: the same JSON, unvalidated, as jsonSchema(json) gave the model and execute', async () => {
      // What the AI SDK front end makes of `inputSchema: jsonSchema<T>(json)`.
      const json = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
      const execute = async (input: unknown) => JSON.stringify(input);
      const migrated = { name: 'where', description: 'Where', inputSchema: fromJsonSchema(json), execute };
      const native = driver.tool({ description: 'Where', inputSchema: driver.jsonSchema(json), execute });
      // The second is invalid by the schema: neither validates, so it reaches execute both times.
      for (const input of [{ city: 'Oslo' }, { city: 4, extra: true }]) {
        const adapted = await driver.run({ where: toAiSdk(migrated) }, call('where', input));
        const natively = await driver.run({ where: native }, call('where', input));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(natively));
        expect(adapted.toolsSent[0].inputSchema).toEqual(json);
      }
    });

    it('a zod 3 tool: definitions and results', async () => {
      const zod3Tool = {
        name: 'zod3',
        description: 'zod 3 schema',
        inputSchema: z3.object({ word: z3.string().min(2), times: z3.number().default(2) }),
        execute: async ({ word, times }: { word: string; times: number }) => word.repeat(times),
      } satisfies StandardTool;
      for (const input of [{ word: 'ab' }, { word: 'a' }]) {
        const native = await driver.run({ zod3: nativeOf(zod3Tool) }, call('zod3', input));
        const adapted = await driver.run({ zod3: toAiSdk(zod3Tool) }, call('zod3', input));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      }
    });

    if (major !== 'v5') {
      // v6/v7 take Standard Schemas with ~standard.jsonSchema natively; v5 crashes on them.
      it.each([
        ['valid', { a: 1, b: 2 }],
        ['invalid', { a: 1.5, b: 2 }],
      ])('add (arktype): %s call', async (_, input) => {
        const native = await driver.run({ add: nativeOf(addTool) }, call('add', input));
        const adapted = await driver.run({ add: toAiSdk(addTool) }, call('add', input));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      });

      it('search (valibot): same definition and valid call', async () => {
        const native = await driver.run({ search_docs: nativeOf(searchTool) }, call('search_docs', { query: 'mcp' }));
        const adapted = await driver.run({ search_docs: toAiSdk(searchTool) }, call('search_docs', { query: 'mcp' }));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      });

      it('search (valibot), invalid call: DIFFERENCE, natively the invalid input reaches execute', async () => {
        // valibot's failure result also carries `value`, and v6/v7 take any result with a
        // `value` key as a success; the adapter checks `issues`, as the spec says.
        const native = await driver.run({ search_docs: nativeOf(searchTool) }, call('search_docs', { query: 'x' }));
        const adapted = await driver.run({ search_docs: toAiSdk(searchTool) }, call('search_docs', { query: 'x' }));
        expect(native.content[1]).toMatchObject({ type: 'tool-result', output: '5 results for x' });
        expect(adapted.content[1]).toMatchObject({ type: 'tool-error' });
      });

      it('clock (no input schema): same as a native tool without inputSchema', async () => {
        const nativeClock = driver.tool({ description: clockTool.description, execute: clockTool.execute });
        const native = await driver.run({ server_time: nativeClock }, call('server_time', {}));
        const adapted = await driver.run({ server_time: toAiSdk(clockTool) }, call('server_time', {}));
        expect(aiSdkComparable(adapted)).toEqual(aiSdkComparable(native));
      });
    } else {
      it('non-zod Standard Schemas: natively v5 sends no schema and fails; through the adapter they work', async () => {
        const native = await driver.run({ add: nativeOf(addTool) }, call('add', { a: 1, b: 2 }));
        expect(native.toolsSent[0].inputSchema).toBeUndefined();
        expect(native.content[1]).toMatchObject({ type: 'tool-error' });
        const adapted = await driver.run({ add: toAiSdk(addTool) }, call('add', { a: 1, b: 2 }));
        expect(adapted.toolsSent[0].inputSchema).toEqual(expectedInputSchemas.add);
        expect(adapted.content[1]).toMatchObject({ type: 'tool-result', output: '3' });
      });

      it('clock (no input schema): DIFFERENCE, v5 would send a schema without type: "object"', async () => {
        const nativeClock = driver.tool({ description: clockTool.description, execute: clockTool.execute });
        const native = await driver.run({ server_time: nativeClock }, call('server_time', {}));
        const adapted = await driver.run({ server_time: toAiSdk(clockTool) }, call('server_time', {}));
        expect(native.toolsSent[0].inputSchema).toEqual({ properties: {}, additionalProperties: false });
        expect(adapted.toolsSent[0].inputSchema).toEqual(row.noInputSchema);
        expect(aiSdkComparable(adapted.content)).toEqual(aiSdkComparable(native.content));
      });
    }
  });
});

describe('toAiSdk (v5 to v7) without the SDK', () => {
  const { toAiSdk } = aiSdk;

  it('builds the tool object tool() would return, with the schema passed through for zod', () => {
    const aiTool = toAiSdk(weatherTool) as any;
    expect(aiTool.description).toBe(weatherTool.description);
    expect(aiTool.title).toBe('Weather');
    expect(aiTool.inputSchema).toBe(weatherTool.inputSchema);
    expect(aiTool).not.toHaveProperty('outputSchema');
    expect(toAiSdk(forecastTool).outputSchema).toBe(forecastTool.outputSchema);
  });

  it('fails on an unconvertible schema when the SDK asks for its JSON, as natively', () => {
    const opaque = { '~standard': { version: 1 as const, vendor: 'acme', validate: (value: unknown) => ({ value }) } };
    const aiTool = toAiSdk({ ...searchTool, inputSchema: opaque }) as any;
    expect(() => aiTool.inputSchema.jsonSchema).toThrow(/acme/);
  });

  it('calls execute with the `this` the SDK gives: none when called bare (a Workflow step), the tool as a method', async () => {
    const seen: unknown[] = [];
    const stepLike: StandardTool = {
      ...weatherTool,
      async execute() {
        seen.push(this);
        return 'ok';
      },
    };
    const aiTool = toAiSdk(stepLike) as any;
    const { execute } = aiTool;
    await execute({ city: 'Oslo' }, {});
    await aiTool.execute({ city: 'Oslo' }, {});
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toBe(aiTool);
  });

  it('keeps a generator execute a generator: the same kind, values, return value and `this`', async () => {
    const seen: unknown[] = [];
    const generating = {
      ...weatherTool,
      async *execute(this: unknown, input: unknown) {
        seen.push(this);
        yield 'first';
        yield input;
        return 'done';
      },
    } as unknown as StandardTool;
    const aiTool = toAiSdk(generating) as any;
    expect(Object.prototype.toString.call(aiTool.execute)).toBe('[object AsyncGeneratorFunction]');
    expect(aiTool.execute.constructor.name).toBe('AsyncGeneratorFunction');
    const steps: unknown[] = [];
    const iterator = aiTool.execute({ city: 'Oslo' }, {});
    for (let step = await iterator.next(); ; step = await iterator.next()) {
      steps.push(step);
      if (step.done) break;
    }
    expect(steps).toEqual([
      { value: 'first', done: false },
      { value: { city: 'Oslo' }, done: false },
      { value: 'done', done: true },
    ]);
    expect(seen).toEqual([aiTool]);
  });

  it('keeps an async execute async, and a plain one plain: the same kind, results and errors', async () => {
    // discord-ai-sdk's tools: `execute.constructor.name` was `AsyncFunction` before the migration.
    const asyncTool = toAiSdk(weatherTool) as any;
    expect(asyncTool.execute.constructor.name).toBe('AsyncFunction');
    expect(await asyncTool.execute({ city: 'Oslo', unit: 'c' }, {})).toBe('Oslo: 21°C');
    const failing = toAiSdk({
      ...weatherTool,
      execute: async () => {
        throw new Error('down');
      },
    } as unknown as StandardTool) as any;
    await expect(failing.execute({ city: 'Oslo', unit: 'c' }, {})).rejects.toThrow('down');

    const plain = toAiSdk({ ...weatherTool, execute: ({ city }: { city: string }) => city } as StandardTool) as any;
    expect(Object.prototype.toString.call(plain.execute)).toBe('[object Function]');
    // Called directly, a plain execute still answers at once, not with a promise.
    expect(plain.execute({ city: 'Oslo' }, {})).toBe('Oslo');
  });

  it('keeps z.object schemas with refinements whole (no JSON round trip)', () => {
    const refined: StandardTool = {
      ...weatherTool,
      inputSchema: z.object({ a: z.number() }).refine((value) => value.a > 0),
    };
    expect((toAiSdk(refined) as any).inputSchema).toBe(refined.inputSchema);
  });
});

describe('toAiSdk on AI SDK v4 only', () => {
  const { toAiSdk } = aiSdkV4;

  it('natively, a zod 4 schema reaches the model empty: why the adapter converts it', async () => {
    const native = nativeToolV4({
      description: 'd',
      parameters: weatherTool.inputSchema as any,
      execute: async () => '',
    });
    const turn = await runAiSdkV4({ get_weather: native });
    expect(turn.toolsSent[0].parameters).toEqual({ $schema: DRAFT_07 });
  });

  it('a schema that validates asynchronously is refused, as v4 does for zod 3', async () => {
    const asyncTool = {
      name: 'async_check',
      description: 'async refinement',
      inputSchema: z.object({ a: z.string() }).refine(async () => true),
      execute: async () => 'never',
    } satisfies StandardTool;
    await expect(runAiSdkV4({ async_check: toAiSdk(asyncTool) }, call('async_check', { a: 'x' }))).rejects.toThrow(
      /validates asynchronously/,
    );
  });

  it('passes experimental_toToolResultContent through', async () => {
    const toContent = (result: string) => [{ type: 'text' as const, text: `sum=${result}` }];
    const aiTool = toAiSdk(addTool, { experimental_toToolResultContent: toContent });
    expect(aiTool.experimental_toToolResultContent).toBe(toContent);
  });

  it('a schema the adapter cannot convert fails at toAiSdk, naming the library', () => {
    const opaque = { '~standard': { version: 1 as const, vendor: 'acme', validate: (value: unknown) => ({ value }) } };
    expect(() => toAiSdk({ ...searchTool, inputSchema: opaque })).toThrow(/acme/);
  });

  describe('equivalence with the same tool written natively', () => {
    /** The zod 3 twin of the shared weather tool: what a v4 code base has. */
    const weather3 = {
      ...weatherTool,
      inputSchema: z3.object({
        city: z3.string().describe('City name'),
        unit: z3.enum(['c', 'f']).default('c'),
        days: z3.number().int().min(1).max(7).optional(),
      }),
    } satisfies StandardTool;
    const failing3 = { ...failingTool, inputSchema: z3.object({ reason: z3.string() }) } satisfies StandardTool;
    const forecast3 = { ...forecastTool, inputSchema: z3.object({ city: z3.string() }) } satisfies StandardTool;
    const context3 = { ...contextTool, inputSchema: z3.object({ echo: z3.string() }) } satisfies StandardTool;

    const nativeOf = (tool: StandardTool<any, any>) =>
      nativeToolV4({ description: tool.description, parameters: tool.inputSchema as any, execute: tool.execute });

    /** The turn, or the error it rejected with, in comparable form. */
    const outcome = (turn: Promise<AiSdkV4Turn>) =>
      turn.then(aiSdkComparable, (error: unknown) => ({ rejected: aiSdkComparable(error) }));

    for (const tool of [weather3, failing3, forecast3, context3] as StandardTool[]) {
      it.each([
        ['valid', validCalls[tool.name]?.input ?? { reason: 'boom' }],
        ['invalid', invalidCalls[tool.name]],
      ])(`${tool.name} (zod 3, passed through): %s call`, async (_, input) => {
        const native = await outcome(runAiSdkV4({ [tool.name]: nativeOf(tool) }, call(tool.name, input)));
        const adapted = await outcome(runAiSdkV4({ [tool.name]: toAiSdk(tool) }, call(tool.name, input)));
        expect(adapted).toEqual(native);
      });
    }

    it('the zod 4 weather tool through the adapter looks and runs like its native zod 3 twin', async () => {
      const input = { city: 'Paris', days: 2 };
      const native = await runAiSdkV4({ get_weather: nativeOf(weather3) }, call('get_weather', input));
      const adapted = await runAiSdkV4({ get_weather: toAiSdk(weatherTool) }, call('get_weather', input));
      expect(adapted).toEqual(native);
      expect(adapted.toolResults[0].result).toBe('Paris: 21°C for 2 days');
    });

    it('clock (no input): like a native parameters: z.object({}) tool', async () => {
      const nativeClock = nativeToolV4({
        description: clockTool.description,
        parameters: z3.object({}) as any,
        execute: clockTool.execute,
      });
      const native = await runAiSdkV4({ server_time: nativeClock }, call('server_time', {}));
      const adapted = await runAiSdkV4({ server_time: toAiSdk(clockTool) }, call('server_time', {}));
      expect(adapted).toEqual(native);
    });
  });
});
