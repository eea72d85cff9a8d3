/**
 * The AI SDK adapter (adapters/ai-sdk.ts) against the real AI SDK v5 (`ai-v5`), v6 (`ai`)
 * and v7 (`ai-v7`), offline, through `generateText` on each major's mock language model.
 * (v4 has its own adapter and test file: ai-sdk-v4.test.ts.)
 *
 * Shared tools per major: all seven run on v5, v6 and v7.
 * - weather, always_fails, forecast, whoami (zod 4): passed through unchanged, so the SDK
 *   converts and validates them itself, exactly as a native `tool()`;
 * - search (valibot + toStandardJsonSchema) and add (arktype): wrapped into an AI SDK
 *   `Schema`. Natively v5 crashes on them (it sends every non-`Schema` to its zod
 *   converter), and v6/v7 take them only with `~standard.jsonSchema`; wrapped, they work
 *   on all three and the model sees the JSON v6/v7 would send natively;
 * - clock (no input schema): the model sees v6/v7's schema for a tool without input, and
 *   `execute` receives `undefined`.
 */
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { z } from 'zod';
import { z as z41 } from 'zod41';
import '../../adapters/json-schema-valibot';
import { toAiSdk, toAiSdkTools } from '../../adapters/ai-sdk';
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
  type AiSdkMajor,
  type AiSdkToolCall,
} from './support/ai-sdk-harness';
import { DRAFT_07 } from './support/expected-schemas';

/** What the model is told about each shared tool (the same in v5, v6 and v7). */
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
  server_time: { type: 'object', properties: {}, additionalProperties: false },
  always_fails: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { reason: { type: 'string' } },
    required: ['reason'],
    additionalProperties: false,
  },
  forecast: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  whoami: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { echo: { type: 'string' } },
    required: ['echo'],
    additionalProperties: false,
  },
};

/** A valid call per shared tool, what `execute` must receive (defaults applied) and what it returns. */
const validCalls: Record<string, { input: unknown; executeInput: unknown; output: unknown }> = {
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

/** The tool with a spy on `execute` that records its arguments. */
/** A shared tool by name, typed loosely: the set mixes input types. */
function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

function spied<T extends StandardTool>(tool: T) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute } as T, execute };
}

describe.each(['v5', 'v6', 'v7'] as const)('toAiSdk on AI SDK %s', (major: AiSdkMajor) => {
  const driver = aiSdkDrivers[major];
  const call = (toolName: string, input: unknown): AiSdkToolCall => ({ toolName, input });

  describe('what the model receives', () => {
    it.each(allStandardTools.map((tool): [string, StandardTool] => [tool.name, tool]))('%s', async (name, tool) => {
      const turn = await driver.run({ [name]: toAiSdk(tool) }, call(name, validCalls[name]?.input ?? {}));
      expect(turn.toolsSent).toEqual([
        { type: 'function', name, description: tool.description, inputSchema: expectedInputSchemas[name] },
      ]);
    });
  });

  describe('a valid call reaches execute with the parsed input and its result comes back', () => {
    it.each(Object.keys(validCalls))('%s', async (name) => {
      const original = sharedTool(name);
      const { tool, execute } = spied(original);
      const expected = validCalls[name];
      const turn = await driver.run({ [name]: toAiSdk(tool) }, call(name, expected.input));

      expect(execute).toHaveBeenCalledOnce();
      expect(execute.mock.calls[0][0]).toEqual(expected.executeInput);
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
    });
  });

  describe('invalid input is a tool-error and never reaches execute', () => {
    it.each(Object.entries(invalidCalls))('%s', async (name, input) => {
      const original = sharedTool(name);
      const { tool, execute } = spied(original);
      const turn = await driver.run({ [name]: toAiSdk(tool) }, call(name, input));

      expect(execute).not.toHaveBeenCalled();
      const toolError = turn.content.find((part) => part.type === 'tool-error');
      expect(toolError).toMatchObject({ toolName: name, toolCallId: 'call-1' });
      expect(aiSdkErrorText(toolError)).toContain(`Invalid input for tool ${name}`);
    });

    it('reports issues by key, not with the input values valibot puts in its paths', async () => {
      const turn = await driver.run({ search_docs: toAiSdk(searchTool) }, call('search_docs', { query: 'x' }));
      const text = aiSdkErrorText(turn.content.find((part) => part.type === 'tool-error'));
      expect(text).toContain('"path":["query"]');
      expect(text).toContain('Invalid length');
      expect(text).not.toContain('"origin"');
    });
  });

  it('a throwing tool gives the SDK tool-error with the thrown error', async () => {
    const turn = await driver.run({ always_fails: toAiSdk(failingTool) }, call('always_fails', { reason: 'boom' }));
    const toolError = turn.content.find((part) => part.type === 'tool-error');
    expect(toolError).toMatchObject({ type: 'tool-error', toolName: 'always_fails', input: { reason: 'boom' } });
    expect(toolError.error).toBeInstanceOf(Error);
    expect(toolError.error.message).toBe('failed: boom');
    // v7 sends the error as `String(error)`, v5 and v6 as its message.
    const errorText = major === 'v7' ? 'Error: failed: boom' : 'failed: boom';
    expect(turn.toolMessage.content[0]).toMatchObject({
      type: 'tool-result',
      output: { type: 'error-text', value: errorText },
    });
  });

  it("passes the SDK's execute options to execute as its context", async () => {
    const { tool, execute } = spied(contextTool);
    const turn = await driver.run({ whoami: toAiSdk(tool) }, call('whoami', { echo: 'hi' }), { user: 'ada' });

    const context = execute.mock.calls[0][1] as any;
    expect(context).toMatchObject({ toolCallId: 'call-1', messages: expect.any(Array) });
    expect(driver.contextIn(context)).toEqual({ user: 'ada' });
    expect(turn.content[1]).toMatchObject({ type: 'tool-result', output: 'hi; context=object' });
  });

  describe('schemas that only validate', () => {
    it('zod 4.1 (no ~standard.jsonSchema) is passed through: the SDK converts it, defaults apply', async () => {
      const zod41Tool = {
        name: 'zod41',
        description: 'zod 4.1',
        inputSchema: z41.object({ n: z41.number().default(3) }),
        execute: async ({ n }: { n: number }) => n * 2,
      } satisfies StandardTool;
      const turn = await driver.run({ zod41: toAiSdk(zod41Tool) }, call('zod41', {}));
      expect(turn.toolsSent[0].inputSchema).toEqual({
        $schema: DRAFT_07,
        type: 'object',
        properties: { n: { type: 'number', default: 3 } },
        additionalProperties: false,
      });
      expect(turn.content[1]).toMatchObject({ type: 'tool-result', output: 6 });
    });

    it('plain valibot (natively refused by every major) works with the valibot fallback module', async () => {
      const plainSearch = {
        ...searchTool,
        inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
      } satisfies StandardTool;
      const turn = await driver.run({ search_docs: toAiSdk(plainSearch) }, call('search_docs', { query: 'mcp' }));
      expect(turn.toolsSent[0].inputSchema).toEqual(expectedInputSchemas.search_docs);
      expect(turn.content[1]).toMatchObject({ type: 'tool-result', output: '5 results for mcp' });
    });
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
  });

  describe('toAiSdkTools', () => {
    it('keys each tool by its name, with per-name options', () => {
      const tools = toAiSdkTools([weatherTool, addTool], { add: { title: 'Adder' } });
      expect(Object.keys(tools)).toEqual(['get_weather', 'add']);
      expect(tools.add.title).toBe('Adder');
      expect(tools.get_weather.description).toBe(weatherTool.description);
    });

    it('lets the model call any of them by name', async () => {
      const tools = toAiSdkTools(allStandardTools);
      const turn = await driver.run(tools, call('add', { a: 20, b: 22 }));
      expect(turn.toolsSent.map((tool) => tool.name)).toEqual(allStandardTools.map((tool) => tool.name));
      expect(turn.content[1]).toMatchObject({ type: 'tool-result', toolName: 'add', output: '42' });
    });

    it('rejects two tools with the same name', () => {
      expect(() => toAiSdkTools([addTool, { ...addTool }])).toThrow('two tools are named "add"');
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

    it('a zod 3 tool: definitions and results', async () => {
      const { z: z3 } = await import('zod3');
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
        expect(adapted.toolsSent[0].inputSchema).toEqual(expectedInputSchemas.server_time);
        expect(aiSdkComparable(adapted.content)).toEqual(aiSdkComparable(native.content));
      });
    }
  });
});

describe('toAiSdk without the SDK', () => {
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

  it('keeps z.object schemas with refinements whole (no JSON round trip)', () => {
    const refined: StandardTool = {
      ...weatherTool,
      inputSchema: z.object({ a: z.number() }).refine((value) => value.a > 0),
    };
    expect((toAiSdk(refined) as any).inputSchema).toBe(refined.inputSchema);
  });
});
