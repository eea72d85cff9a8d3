/**
 * The AI SDK v4 adapter (adapters/ai-sdk-v4.ts) against the real AI SDK 4.3 (`ai-v4`),
 * offline, through `generateText` with `MockLanguageModelV1` and `maxSteps: 2`.
 *
 * The adapter imports `jsonSchema` from 'ai'; here 'ai' is mocked to be v4, as it is in a
 * project on `ai@4`.
 *
 * Shared tools on v4: all seven run, and that is the point of this adapter. v4 itself
 * understands zod 3 and `jsonSchema()` only:
 * - weather, always_fails, forecast, whoami (zod 4): natively they would reach the model
 *   as an empty schema, unvalidated; the adapter sends their draft-07 JSON through
 *   `jsonSchema()` and validates with zod 4 itself (defaults applied);
 * - search (valibot) and add (arktype): natively v4 would call them as zod 3 and crash;
 *   the adapter handles them the same way;
 * - clock (no input): the schema of a native `parameters: z.object({})`, and `execute`
 *   receives `undefined`.
 * A zod 3 schema goes through unchanged (see "equivalence").
 * v4 differs from v5+ in its error convention: invalid input and a throwing tool make
 * `generateText` reject (InvalidToolArgumentsError, ToolExecutionError).
 */
import { describe, expect, it, vi } from 'vitest';
import { generateText, tool as nativeTool } from 'ai-v4';
import { MockLanguageModelV1 } from 'ai-v4/test';
import * as v from 'valibot';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { z as z41 } from 'zod41';
import '../../adapters/json-schema-valibot';
import '../../adapters/json-schema-zod4-core';
import { toAiSdk, toAiSdkTools } from '../../adapters/ai-sdk-v4';
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
import { aiSdkComparable } from './support/ai-sdk-harness';
import { closedZodToolSchemas, DRAFT_07 } from './support/expected-schemas';

vi.mock('ai', async () => await import('ai-v4'));

interface V4Turn {
  /** `mode.tools` of the first model call. */
  toolsSent: any[];
  toolCalls: any[];
  toolResults: any[];
  /** The last prompt message of step 2: the tool message carrying the result. */
  toolMessage: any;
}

/**
 * One `generateText` turn: the model calls `toolName` with `input`, then answers "done".
 * Without a `toolName` it answers "done" at once (to read the tool definitions only).
 */
async function runV4(tools: Record<string, unknown>, toolName?: string, input?: unknown): Promise<V4Turn> {
  const requests: any[] = [];
  const model = new MockLanguageModelV1({
    doGenerate: async (options: any) => {
      requests.push(options);
      const base = { rawCall: { rawPrompt: null, rawSettings: {} }, usage: { promptTokens: 1, completionTokens: 1 } };
      if (requests.length > 1 || toolName === undefined) return { ...base, finishReason: 'stop', text: 'done' };
      return {
        ...base,
        finishReason: 'tool-calls',
        toolCalls: [{ toolCallType: 'function', toolCallId: 'call-1', toolName, args: JSON.stringify(input) }],
      };
    },
  });
  const result = await generateText({ model, prompt: 'go', tools: tools as any, maxSteps: 2 });
  return {
    toolsSent: requests[0].mode.tools,
    toolCalls: result.steps[0].toolCalls,
    toolResults: result.steps[0].toolResults,
    toolMessage: requests[1]?.prompt.at(-1),
  };
}

const expectedParameters: Record<string, unknown> = {
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

const validCalls: Record<string, { input: unknown; executeInput: unknown; output: unknown }> = {
  get_weather: { input: { city: 'Paris' }, executeInput: { city: 'Paris', unit: 'c' }, output: 'Paris: 21°C' },
  search_docs: { input: { query: 'mcp' }, executeInput: { query: 'mcp', limit: 5 }, output: '5 results for mcp' },
  add: { input: { a: 1, b: 2 }, executeInput: { a: 1, b: 2 }, output: '3' },
  server_time: { input: {}, executeInput: undefined, output: '2026-11-30T12:00:00.000Z' },
  forecast: { input: { city: 'Oslo' }, executeInput: { city: 'Oslo' }, output: { city: 'Oslo', highC: 24, lowC: 12 } },
  whoami: { input: { echo: 'hi' }, executeInput: { echo: 'hi' }, output: 'hi; context=object' },
};

const invalidCalls: Record<string, unknown> = {
  get_weather: { city: 42 },
  search_docs: { query: 'x' },
  add: { a: 1.5, b: 2 },
  always_fails: {},
  forecast: {},
  whoami: { echo: 7 },
};

/** A shared tool by name, typed loosely: the set mixes input types. */
function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

function spied<T extends StandardTool>(tool: T) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute } as T, execute };
}

describe('toAiSdk on AI SDK v4', () => {
  describe('what the model receives', () => {
    it.each(allStandardTools.map((tool): [string, StandardTool] => [tool.name, tool]))('%s', async (name, tool) => {
      const turn = await runV4({ [name]: toAiSdk(tool) });
      expect(turn.toolsSent).toEqual([
        { type: 'function', name, description: tool.description, parameters: expectedParameters[name] },
      ]);
    });

    it('natively, a zod 4 schema reaches the model empty: why the adapter converts it', async () => {
      const native = nativeTool({
        description: 'd',
        parameters: weatherTool.inputSchema as any,
        execute: async () => '',
      });
      const turn = await runV4({ get_weather: native });
      expect(turn.toolsSent[0].parameters).toEqual({ $schema: DRAFT_07 });
    });
  });

  describe('a valid call reaches execute with the parsed input and its result comes back', () => {
    it.each(Object.keys(validCalls))('%s', async (name) => {
      const { tool, execute } = spied(sharedTool(name));
      const expected = validCalls[name];
      const turn = await runV4({ [name]: toAiSdk(tool) }, name, expected.input);

      expect(execute).toHaveBeenCalledOnce();
      expect(execute.mock.calls[0][0]).toEqual(expected.executeInput);
      expect(turn.toolResults).toEqual([
        // `args` is the validated input; without a schema, the model's `{}`.
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
    });
  });

  describe('invalid input rejects with InvalidToolArgumentsError and never reaches execute', () => {
    it.each(Object.entries(invalidCalls))('%s', async (name, input) => {
      const { tool, execute } = spied(sharedTool(name));
      const turn = runV4({ [name]: toAiSdk(tool) }, name, input);
      await expect(turn).rejects.toMatchObject({ name: 'AI_InvalidToolArgumentsError', toolName: name });
      expect(execute).not.toHaveBeenCalled();
    });

    it('a schema that validates asynchronously is refused, as v4 does for zod 3', async () => {
      const asyncTool = {
        name: 'async_check',
        description: 'async refinement',
        inputSchema: z.object({ a: z.string() }).refine(async () => true),
        execute: async () => 'never',
      } satisfies StandardTool;
      await expect(runV4({ async_check: toAiSdk(asyncTool) }, 'async_check', { a: 'x' })).rejects.toThrow(
        /validates asynchronously/,
      );
    });
  });

  it('a throwing tool rejects with the SDK ToolExecutionError', async () => {
    const turn = runV4({ always_fails: toAiSdk(failingTool) }, 'always_fails', { reason: 'boom' });
    await expect(turn).rejects.toMatchObject({
      name: 'AI_ToolExecutionError',
      toolName: 'always_fails',
      toolArgs: { reason: 'boom' },
      cause: expect.objectContaining({ message: 'failed: boom' }),
    });
  });

  it("passes the SDK's execute options to execute as its context", async () => {
    const { tool, execute } = spied(contextTool);
    await runV4({ whoami: toAiSdk(tool) }, 'whoami', { echo: 'hi' });
    expect(execute.mock.calls[0][1]).toMatchObject({ toolCallId: 'call-1', messages: expect.any(Array) });
  });

  it('passes experimental_toToolResultContent through', async () => {
    const toContent = (result: string) => [{ type: 'text' as const, text: `sum=${result}` }];
    const aiTool = toAiSdk(addTool, { experimental_toToolResultContent: toContent });
    expect(aiTool.experimental_toToolResultContent).toBe(toContent);
  });

  describe('toAiSdkTools', () => {
    it('keys each tool by its name and lets the model call any of them', async () => {
      const tools = toAiSdkTools(allStandardTools);
      expect(Object.keys(tools)).toEqual(allStandardTools.map((tool) => tool.name));
      const turn = await runV4(tools, 'add', { a: 20, b: 22 });
      expect(turn.toolResults[0]).toMatchObject({ toolName: 'add', result: '42' });
    });

    it('rejects two tools with the same name', () => {
      expect(() => toAiSdkTools([addTool, { ...addTool }])).toThrow('two tools are named "add"');
    });
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
      nativeTool({ description: tool.description, parameters: tool.inputSchema as any, execute: tool.execute });

    /** The turn, or the error it rejected with, in comparable form. */
    const outcome = (turn: Promise<V4Turn>) =>
      turn.then(aiSdkComparable, (error: unknown) => ({ rejected: aiSdkComparable(error) }));

    for (const tool of [weather3, failing3, forecast3, context3] as StandardTool[]) {
      it.each([
        ['valid', validCalls[tool.name]?.input ?? { reason: 'boom' }],
        ['invalid', invalidCalls[tool.name]],
      ])(`${tool.name} (zod 3, passed through): %s call`, async (_, input) => {
        const native = await outcome(runV4({ [tool.name]: nativeOf(tool) }, tool.name, input));
        const adapted = await outcome(runV4({ [tool.name]: toAiSdk(tool) }, tool.name, input));
        expect(adapted).toEqual(native);
      });
    }

    it('the zod 4 weather tool through the adapter looks and runs like its native zod 3 twin', async () => {
      const native = await runV4({ get_weather: nativeOf(weather3) }, 'get_weather', { city: 'Paris', days: 2 });
      const adapted = await runV4({ get_weather: toAiSdk(weatherTool) }, 'get_weather', { city: 'Paris', days: 2 });
      expect(adapted).toEqual(native);
      expect(adapted.toolResults[0].result).toBe('Paris: 21°C for 2 days');
    });

    it('clock (no input): like a native parameters: z.object({}) tool', async () => {
      const nativeClock = nativeTool({
        description: clockTool.description,
        parameters: z3.object({}) as any,
        execute: clockTool.execute,
      });
      const native = await runV4({ server_time: nativeClock }, 'server_time', {});
      const adapted = await runV4({ server_time: toAiSdk(clockTool) }, 'server_time', {});
      expect(adapted).toEqual(native);
    });
  });

  describe('schemas that only validate, through the fallback modules a project on them gets', () => {
    it('zod 4.1 (json-schema-zod4-core)', async () => {
      const zod41Tool = {
        name: 'double',
        description: 'zod 4.1',
        inputSchema: z41.object({ n: z41.number().default(3) }),
        execute: async ({ n }: { n: number }) => n * 2,
      } satisfies StandardTool;
      const turn = await runV4({ double: toAiSdk(zod41Tool) }, 'double', {});
      expect(turn.toolsSent[0].parameters).toEqual({
        $schema: DRAFT_07,
        type: 'object',
        properties: { n: { type: 'number', default: 3 } },
        additionalProperties: false,
      });
      expect(turn.toolResults[0]).toMatchObject({ args: { n: 3 }, result: 6 });
    });

    it('plain valibot (json-schema-valibot)', async () => {
      const plainSearch = {
        ...searchTool,
        inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
      } satisfies StandardTool;
      const turn = await runV4({ search_docs: toAiSdk(plainSearch) }, 'search_docs', { query: 'mcp' });
      expect(turn.toolsSent[0].parameters).toEqual(expectedParameters.search_docs);
      expect(turn.toolResults[0]).toMatchObject({ args: { query: 'mcp', limit: 5 }, result: '5 results for mcp' });
    });
  });

  it('a schema the adapter cannot convert fails at toAiSdk, naming the library', () => {
    const opaque = { '~standard': { version: 1 as const, vendor: 'acme', validate: (value: unknown) => ({ value }) } };
    expect(() => toAiSdk({ ...searchTool, inputSchema: opaque })).toThrow(/acme/);
  });
});
