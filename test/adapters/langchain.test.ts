/**
 * The LangChain adapter against the real `@langchain/core` 1.x and `langchain` 1.x,
 * offline: `invoke(args)`, `invoke(toolCall)`, and a `createAgent` loop on
 * `FakeToolCallingModel`. Model-facing schemas via `convertToOpenAITool`.
 *
 * Shared tools and how they reach LangChain:
 * - natively (zod passes straight through as `schema`): weather, always_fails, forecast,
 *   whoami (zod 4);
 * - through draft-07 JSON Schema plus the adapter's own parse: search (valibot) and add
 *   (arktype). Given directly, LangChain sends their JSON Schema to the model but never
 *   validates valibot, and crashes validating arktype ("$required is not iterable");
 * - clock (no input): the empty-object schema of a native `schema: z.object({})` tool.
 */
import { describe, expect, it, vi } from 'vitest';
import { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import { RunnableLambda, type RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool, DynamicTool, tool, ToolInputParsingException } from '@langchain/core/tools';
import { ToolMessage } from '@langchain/core/messages';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import * as langchainAdapter from '../../adapters/langchain';
import { standardTool, type StandardSchemaWithJSON, type StandardTool } from '../../adapters/standard-tool';
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
import type { LangChainToolContext } from '../../adapters/langchain';
import {
  langchainAgentRun,
  langchainError,
  LangChainEventRecorder,
  langchainMessageShape,
} from './support/langchain-harness';
import { closedZodToolSchemas, DRAFT_07, DRAFT_2020_12 } from './support/expected-schemas';
import { sourceAndRendered } from './support/rendered-module';

type LangChainAdapters = Pick<typeof langchainAdapter, 'toLangChain' | 'toLangChainClass'>;

/**
 * The source adapter, and the module the CLI writes (every framework, zod, valibot and arktype) for files that
 * import `toLangChainClass` (kept tool classes), which it exports only then.
 */
const VARIANTS = await sourceAndRendered<LangChainAdapters>('langchain', langchainAdapter, {
  names: ['toLangChainClass'],
});

/**
 * A Standard Schema from a library no adapter knows: a refinement ("no spaces") and a
 * transform (lower-case) that its JSON Schema cannot express.
 */
const langchainTagSchema: StandardSchemaWithJSON<{ tag: string }> = {
  '~standard': {
    version: 1,
    vendor: 'handmade',
    validate(value) {
      const tag = (value as { tag?: unknown } | null)?.tag;
      if (typeof tag !== 'string') return { issues: [{ message: 'Expected string', path: ['tag'] }] };
      if (tag.includes(' ')) return { issues: [{ message: 'no spaces', path: [{ key: 'tag' }] }] };
      return { value: { tag: tag.toLowerCase() } };
    },
    jsonSchema: {
      input: () => ({ type: 'object', properties: { tag: { type: 'string' } }, required: ['tag'] }),
      output: () => ({ type: 'object', properties: { tag: { type: 'string' } }, required: ['tag'] }),
    },
  },
};

function parametersOf(langchainTool: Parameters<typeof convertToOpenAITool>[0]) {
  return convertToOpenAITool(langchainTool).function;
}

const expectedParameters: Record<string, unknown> = {
  // zod 4 passed through: LangChain's own conversion (2020-12, closed objects, and its
  // quirk of listing `.default()` fields in `required`).
  get_weather: {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
      days: { type: 'integer', minimum: 1, maximum: 7 },
    },
    required: ['city', 'unit'],
    additionalProperties: false,
  },
  search_docs: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
    required: ['query'],
  },
  add: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { a: { type: 'integer' }, b: { type: 'integer' } },
    required: ['a', 'b'],
  },
  ...closedZodToolSchemas(DRAFT_2020_12),
};

describe.each(VARIANTS)('%s', (_variant, { toLangChain, toLangChainClass }) => {
  describe('toLangChain: what the model is told', () => {
    it('gives each shared tool its name, description and JSON Schema (convertToOpenAITool)', () => {
      for (const standard of allStandardTools) {
        const fn = parametersOf(toLangChain(standard));
        expect(fn.name).toBe(standard.name);
        expect(fn.description).toBe(standard.description);
        expect(fn.parameters, standard.name).toEqual(expectedParameters[standard.name]);
      }
    });

    it('makes structured tools, also for a tool without input', () => {
      for (const standard of allStandardTools) {
        expect(toLangChain(standard).constructor.name, standard.name).toBe('DynamicStructuredTool');
      }
    });
  });

  describe('toLangChain: invoke(args)', () => {
    it('returns what execute returns, with defaults applied (zod by LangChain, valibot by the adapter)', async () => {
      expect(await toLangChain(weatherTool).invoke({ city: 'Oslo' })).toBe('Oslo: 21°C');
      expect(await toLangChain(searchTool).invoke({ query: 'zod' })).toBe('5 results for zod');
      expect(await toLangChain(addTool).invoke({ a: 2, b: 3 })).toBe('5');
      expect(await toLangChain(clockTool).invoke({})).toBe('2026-11-30T12:00:00.000Z');
      expect(await toLangChain(forecastTool).invoke({ city: 'Rome' })).toEqual({ city: 'Rome', highC: 24, lowC: 12 });
      expect(await toLangChain(contextTool).invoke({ echo: 'e' })).toBe('e; context=object');
    });

    it('rejects input that breaks the JSON Schema with ToolInputParsingException, before execute', async () => {
      const execute = vi.fn(addTool.execute);
      const add = toLangChain({ ...addTool, execute });
      const error = await langchainError(() => add.invoke({ a: 1.5, b: 2 }));
      expect(error).toBeInstanceOf(ToolInputParsingException);
      expect(error.message).toBe('Received tool input did not match expected schema');
      expect(error.output).toBe('{"a":1.5,"b":2}');
      await expect(toLangChain(searchTool).invoke({ query: 'x' })).rejects.toThrow(ToolInputParsingException);
      expect(execute).not.toHaveBeenCalled();
    });

    it('parses with the schema itself what JSON Schema cannot say, failing as LangChain does', async () => {
      const execute = vi.fn(async ({ tag }: { tag: string }) => tag);
      const tagged = toLangChain({
        name: 'tagged',
        description: 'Takes a lower-cased tag',
        inputSchema: langchainTagSchema,
        execute,
      });
      expect(parametersOf(tagged).parameters).toEqual({
        $schema: DRAFT_07,
        ...langchainTagSchema['~standard'].jsonSchema.input({ target: 'draft-07' }),
      });
      expect(await tagged.invoke({ tag: 'ABC' })).toBe('abc');
      const error = await langchainError(() => tagged.invoke({ tag: 'a b' }));
      expect(error).toBeInstanceOf(ToolInputParsingException);
      expect(error.message).toBe('Received tool input did not match expected schema\n\ntag: no spaces');
      expect(error.output).toBe('{"tag":"a b"}');
      expect(execute).toHaveBeenCalledTimes(1);
    });

    it('lets a throw from execute propagate', async () => {
      await expect(toLangChain(failingTool).invoke({ reason: 'x' })).rejects.toThrow('failed: x');
    });

    it('passes the RunnableConfig to execute as its context', async () => {
      const seen = vi.fn();
      const probe = toLangChain({
        ...contextTool,
        execute: async ({ echo }: { echo: string }, config?: any) => {
          seen(config);
          return echo;
        },
      });
      await probe.invoke({ echo: 'x' }, { tags: ['t1'], metadata: { user: 'ada' }, configurable: { k: 1 } });
      expect(seen.mock.calls[0][0]).toMatchObject({ tags: ['t1'], metadata: { user: 'ada' }, configurable: { k: 1 } });
    });

    it('passes a zod 3 schema through too', async () => {
      const legacy = toLangChain({
        name: 'legacy',
        description: 'zod 3 schema',
        inputSchema: z3.object({ n: z3.number().default(2) }),
        execute: async ({ n }: { n: number }) => n * 10,
      });
      expect(await legacy.invoke({})).toBe(20);
      await expect(legacy.invoke({ n: 'x' } as never)).rejects.toThrow(ToolInputParsingException);
      expect(parametersOf(legacy).parameters).toMatchObject({ properties: { n: { type: 'number', default: 2 } } });
    });
  });

  describe('toLangChain: invoke(toolCall)', () => {
    const call = (name: string, args: Record<string, unknown>) => ({
      type: 'tool_call' as const,
      id: 'id-1',
      name,
      args,
    });

    it('returns a ToolMessage; non-string results are JSON-stringified', async () => {
      const weather = await toLangChain(weatherTool).invoke(call('get_weather', { city: 'Oslo', days: 2 }));
      expect(weather).toBeInstanceOf(ToolMessage);
      expect(langchainMessageShape(weather)).toEqual({
        name: 'get_weather',
        tool_call_id: 'id-1',
        status: 'success',
        content: 'Oslo: 21°C for 2 days',
        artifact: undefined,
      });
      const forecast = await toLangChain(forecastTool).invoke(call('forecast', { city: 'Rome' }));
      expect(forecast.content).toBe('{"city":"Rome","highC":24,"lowC":12}');
      const search = await toLangChain(searchTool).invoke(call('search_docs', { query: 'ab' }));
      expect(search.content).toBe('5 results for ab');
    });

    it('gives execute the tool call in its config', async () => {
      const seen = vi.fn(async (_input: unknown, config?: any) => config.toolCall.id);
      const message = await toLangChain({ ...clockTool, execute: seen }).invoke(call('server_time', {}));
      expect(message.content).toBe('id-1');
      expect(seen.mock.calls[0][0]).toBeUndefined(); // no schema, no input
    });

    it('passes responseFormat, returnDirect, metadata, tags and verboseParsingErrors through', async () => {
      const withArtifact = toLangChain(
        {
          ...forecastTool,
          execute: async ({ city }: { city: string }) => [`forecast for ${city}`, { city, highC: 1 }] as any,
        },
        {
          responseFormat: 'content_and_artifact',
          returnDirect: true,
          metadata: { team: 'weather' },
          tags: ['forecast'],
          verboseParsingErrors: true,
        },
      );
      const message = await withArtifact.invoke(call('forecast', { city: 'Rome' }));
      expect(langchainMessageShape(message)).toMatchObject({
        content: 'forecast for Rome',
        artifact: { city: 'Rome', highC: 1 },
      });
      expect(withArtifact.returnDirect).toBe(true);
      expect(withArtifact.metadata).toEqual({ team: 'weather' });
      expect(withArtifact.tags).toEqual(['forecast']);
      expect(withArtifact.verboseParsingErrors).toBe(true);
    });
  });

  describe('toLangChain: in a createAgent loop on FakeToolCallingModel', () => {
    it('runs every shared tool the model calls and feeds back LangChain’s ToolMessages', async () => {
      const messages = await langchainAgentRun(
        allStandardTools.map((standard) => toLangChain(standard)),
        [
          { name: 'get_weather', args: { city: 'Oslo' } },
          { name: 'search_docs', args: { query: 'zod' } },
          { name: 'add', args: { a: 2, b: 3 } },
          { name: 'server_time', args: {} },
          { name: 'always_fails', args: { reason: 'x' } },
          { name: 'forecast', args: { city: 'Rome' } },
          { name: 'whoami', args: { echo: 'hi' } },
          { name: 'add', args: { a: 'two', b: 3 } },
        ],
      );
      expect(messages.map(({ content, status }) => ({ content, status }))).toEqual([
        { status: 'success', content: 'Oslo: 21°C' },
        { status: 'success', content: '5 results for zod' },
        { status: 'success', content: '5' },
        { status: 'success', content: '2026-11-30T12:00:00.000Z' },
        { status: 'error', content: 'Error: failed: x\n Please fix your mistakes.' },
        { status: 'success', content: '{"city":"Rome","highC":24,"lowC":12}' },
        { status: 'success', content: 'hi; context=object' },
        {
          status: 'error',
          content:
            'Error invoking tool \'add\' with kwargs {"a":"two","b":3} with error: ' +
            'Error: Received tool input did not match expected schema\n Please fix the error and try again.',
        },
      ]);
      expect(messages.map((message) => message.tool_call_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `call-${i}`));
    });

    it('gives execute the ToolRuntime (agent context, tool call id) as its context', async () => {
      const seen = vi.fn();
      const probe = toLangChain({
        ...contextTool,
        execute: async ({ echo }: { echo: string }, runtime?: any) => {
          seen(runtime);
          return `${echo} for ${runtime.context.user}`;
        },
      });
      const messages = await langchainAgentRun([probe], [{ name: 'whoami', args: { echo: 'hi' } }], { user: 'ada' });
      expect(messages[0].content).toBe('hi for ada');
      expect(seen.mock.calls[0][0]).toMatchObject({ toolCallId: 'call-0', context: { user: 'ada' } });
    });
  });

  describe('toLangChain: the run manager in the context', () => {
    /** What a func of `new DynamicStructuredTool` does with its run manager: a text event, a nested child run. */
    const useRunManager = async (text: string, runManager?: CallbackManagerForToolRun) => {
      await runManager?.handleText(`about to shout ${text}`);
      const shout = RunnableLambda.from((value: string) => value.toUpperCase());
      const nested = await shout.invoke(text, { callbacks: runManager?.getChild() });
      return `${nested} (${runManager instanceof CallbackManagerForToolRun ? 'with' : 'without'} a run manager)`;
    };
    const fields = { name: 'shout', description: 'Shouts', schema: z.object({ text: z.string() }) };
    const native = new DynamicStructuredTool({
      ...fields,
      func: async ({ text }, runManager) => useRunManager(text, runManager),
    });
    const adapted = toLangChain({
      name: fields.name,
      description: fields.description,
      inputSchema: fields.schema,
      execute: async ({ text }, { runManager }: LangChainToolContext = {}) => useRunManager(text, runManager),
    });

    /** The result and the callback events of one invocation, with callbacks or without. */
    /** What both kinds of tool are to these tests. */
    type Invocable = { invoke: (input: any, config?: RunnableConfig) => Promise<unknown> };

    async function observed(langchainTool: Invocable) {
      const recorder = new LangChainEventRecorder();
      const withCallbacks = await langchainTool.invoke({ text: 'hi' }, { callbacks: [recorder] });
      const toolCall = { type: 'tool_call', id: 'call-1', name: 'shout', args: { text: 'yo' } };
      const message = langchainMessageShape(await langchainTool.invoke(toolCall, { callbacks: [recorder] }));
      return { withCallbacks, message, events: recorder.events, without: await langchainTool.invoke({ text: 'x' }) };
    }

    it('gives execute the run manager that the class gives func: the same results and callback events', async () => {
      const before = await observed(native);
      expect(before.withCallbacks).toBe('HI (with a run manager)');
      expect(before.without).toBe('X (without a run manager)');
      expect(before.events).toContainEqual(['text', 'about to shout hi', 'run-0', undefined]);
      expect(before.events).toContainEqual(['chain-end', { output: 'HI' }, 'run-1', 'run-0']);
      expect(await observed(adapted)).toEqual(before);
    });

    it('keeps runManager out of the context’s keys, so a spread or passed-on context gives nested runs none', async () => {
      const seen = vi.fn();
      const probe = toLangChain({
        ...contextTool,
        execute: async ({ echo }: { echo: string }, context: LangChainToolContext) => {
          const nested = RunnableLambda.from((_value: string, config: RunnableConfig) => Object.keys(config));
          seen({
            runManager: context.runManager,
            keys: Object.keys(context),
            spread: { ...context },
            nestedKeys: await nested.invoke(echo, context),
          });
          return echo;
        },
      });
      await probe.invoke({ echo: 'x' }, { callbacks: [new LangChainEventRecorder()], tags: ['t'] });
      const { runManager, keys, spread, nestedKeys } = seen.mock.calls[0][0];
      expect(runManager).toBeInstanceOf(CallbackManagerForToolRun);
      expect(keys).toEqual(expect.arrayContaining(['callbacks', 'tags']));
      expect(keys).not.toContain('runManager');
      expect(spread).not.toHaveProperty('runManager');
      expect(nestedKeys).toEqual(expect.arrayContaining(['callbacks', 'tags']));
      expect(nestedKeys).not.toContain('runManager');
    });

    it('differs in one way: a config passed on nests its runs under the tool run, as `tool()` does, not beside it', async () => {
      const passOn = async (text: string, config?: RunnableConfig) =>
        RunnableLambda.from((value: string) => value.toUpperCase()).invoke(text, config);
      const nativeWithConfig = new DynamicStructuredTool({
        ...fields,
        func: async ({ text }, _runManager, config) => passOn(text, config),
      });
      const adaptedWithConfig = toLangChain({
        name: fields.name,
        description: fields.description,
        inputSchema: fields.schema,
        execute: async ({ text }, { runManager: _runManager, ...config }: LangChainToolContext = {}) =>
          passOn(text, config),
      });
      const nestedRunParent = async (langchainTool: Invocable) => {
        const recorder = new LangChainEventRecorder();
        expect(await langchainTool.invoke({ text: 'hi' }, { callbacks: [recorder] })).toBe('HI');
        return recorder.events.find(([kind]) => kind === 'chain-end')?.[3];
      };
      expect(await nestedRunParent(nativeWithConfig)).toBeUndefined();
      expect(await nestedRunParent(adaptedWithConfig)).toBe('run-0');
    });

    it('also for a string-input tool, as `new DynamicTool({ func })` gives it', async () => {
      const nativeString = new DynamicTool({
        name: 'shout',
        description: 'Shouts',
        func: async (text, runManager) => useRunManager(text, runManager),
      });
      const adaptedString = toLangChain({
        name: 'shout',
        description: 'Shouts',
        inputSchema: z.string(),
        execute: async (text: string, { runManager }: LangChainToolContext = {}) => useRunManager(text, runManager),
      });
      const run = async (langchainTool: typeof nativeString) => {
        const recorder = new LangChainEventRecorder();
        return { result: await langchainTool.invoke('hey', { callbacks: [recorder] }), events: recorder.events };
      };
      const before = await run(nativeString);
      expect(before.result).toBe('HEY (with a run manager)');
      expect(await run(adaptedString)).toEqual(before);
    });
  });

  describe('toLangChain: equivalence with tool()', () => {
    /** The native definition: `tool()` with zod 4, running the same execute. */
    function nativeTool(standard: StandardTool, schema: z.ZodObject) {
      return tool(async (input, config) => standard.execute(input, config), {
        name: standard.name,
        description: standard.description,
        schema,
      });
    }

    /** zod 4 twins; the zod tools use their very own schema. */
    const nativeSchemas: Record<string, z.ZodObject> = {
      get_weather: weatherTool.inputSchema,
      search_docs: z.object({ query: z.string().min(2), limit: z.number().default(5) }),
      add: z.object({ a: z.number().int(), b: z.number().int() }),
      server_time: z.object({}),
      always_fails: failingTool.inputSchema,
      forecast: forecastTool.inputSchema,
      whoami: contextTool.inputSchema,
    };
    const sameSchema = ['get_weather', 'always_fails', 'forecast', 'whoami', 'server_time'];

    const validCalls: Record<string, Record<string, unknown>> = {
      get_weather: { city: 'Oslo' },
      search_docs: { query: 'zod' },
      add: { a: 1, b: 2 },
      server_time: {},
      forecast: { city: 'Rome' },
      whoami: { echo: 'e' },
    };
    const invalidCalls: Record<string, Record<string, unknown>> = {
      get_weather: { city: 'Oslo', unit: 'k' },
      search_docs: { query: 'z' },
      add: { a: 1.5, b: 2 },
      always_fails: { reason: 7 },
      forecast: {},
      whoami: { echo: null },
    };

    const pairs = allStandardTools.map((standard) => ({
      name: standard.name,
      native: nativeTool(standard, nativeSchemas[standard.name]),
      adapted: toLangChain(standard),
    }));

    it('zod 4 tools and the no-input tool: identical definitions for the model', () => {
      for (const { name, native, adapted } of pairs.filter((pair) => sameSchema.includes(pair.name))) {
        expect(convertToOpenAITool(adapted), name).toEqual(convertToOpenAITool(native));
      }
    });

    it('valibot / arktype tools against zod twins: the same fields, another converter', () => {
      // Unavoidable difference: the schema library is the tool author's. LangChain converts
      // zod 4 itself (2020-12, closed, defaults listed as required); valibot and arktype
      // bring their own draft-07 converter (what LangChain also asks a Standard JSON Schema
      // for). Same properties and types; only dialect, `additionalProperties` and the
      // default-as-required quirk differ.
      const parameters = (name: string) => {
        const pair = pairs.find((candidate) => candidate.name === name)!;
        return [parametersOf(pair.adapted).parameters, parametersOf(pair.native).parameters] as Record<string, any>[];
      };
      const [ourSearch, theirSearch] = parameters('search_docs');
      expect(ourSearch).toEqual({
        ...theirSearch,
        $schema: DRAFT_07,
        additionalProperties: undefined,
        required: ['query'],
      });
      const [ourAdd, theirAdd] = parameters('add');
      // zod 4 also writes the safe-integer bounds of `.int()`.
      const safe = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
      expect({
        ...ourAdd,
        $schema: DRAFT_2020_12,
        additionalProperties: false,
        properties: { a: { ...ourAdd.properties.a, ...safe }, b: { ...ourAdd.properties.b, ...safe } },
      }).toEqual(theirAdd);
    });

    it('identical results for valid input, invoke(args) and invoke(toolCall)', async () => {
      for (const { name, native, adapted } of pairs.filter((pair) => pair.name in validCalls)) {
        const args = validCalls[name];
        expect(await adapted.invoke(args as never), name).toEqual(await native.invoke(args));
        const toolCall = { type: 'tool_call' as const, id: 'id-9', name, args };
        expect(langchainMessageShape(await adapted.invoke(toolCall)), name).toEqual(
          langchainMessageShape(await native.invoke(toolCall)),
        );
      }
    });

    it('identical errors for invalid input on zod tools; the same exception class on the others', async () => {
      for (const { name, native, adapted } of pairs.filter((pair) => pair.name in invalidCalls)) {
        const nativeError = await langchainError(() => native.invoke(invalidCalls[name]));
        const adaptedError = await langchainError(() => adapted.invoke(invalidCalls[name] as never));
        expect(adaptedError, name).toBeInstanceOf(ToolInputParsingException);
        expect(nativeError, name).toBeInstanceOf(ToolInputParsingException);
        expect(adaptedError.output, name).toBe(nativeError.output);
        if (sameSchema.includes(name)) {
          expect(adaptedError.message, name).toBe(nativeError.message);
        } else {
          // LangChain appends zod's issue list to the message; its JSON Schema check
          // (non-verbose) says only the first line.
          expect(nativeError.message.split('\n')[0], name).toBe(adaptedError.message);
        }
      }
    });

    it('the same throw from execute', async () => {
      const [native, adapted] = [pairs[4].native, pairs[4].adapted];
      const nativeError = await langchainError(() => native.invoke({ reason: 'x' }));
      expect(await langchainError(() => adapted.invoke({ reason: 'x' } as never))).toEqual(nativeError);
    });

    it('the same ToolMessages in an agent run (valid, invalid and throwing calls)', async () => {
      const calls = [
        { name: 'get_weather', args: { city: 'Oslo' } },
        { name: 'get_weather', args: { city: 4 } },
        { name: 'server_time', args: {} },
        { name: 'always_fails', args: { reason: 'x' } },
        { name: 'forecast', args: { city: 'Rome' } },
        { name: 'whoami', args: { echo: 'hi' } },
        { name: 'search_docs', args: { query: 'zod' } },
        { name: 'add', args: { a: 1, b: 2 } },
      ];
      const natives = await langchainAgentRun(
        pairs.map((pair) => pair.native),
        calls,
      );
      const adapted = await langchainAgentRun(
        pairs.map((pair) => pair.adapted),
        calls,
      );
      expect(adapted).toEqual(natives);
    });

    it('differs for the no-input tool on input no model sends: extra keys, no object at all', async () => {
      // Unavoidable without a zod import: the empty-object JSON Schema must say
      // `additionalProperties: false` to look like `z.object({})` to the model, and
      // LangChain's JSON Schema check then rejects what zod would strip.
      const pair = pairs.find((candidate) => candidate.name === 'server_time')!;
      expect(await pair.native.invoke({ extra: 1 })).toBe('2026-11-30T12:00:00.000Z');
      await expect(pair.adapted.invoke({ extra: 1 } as never)).rejects.toThrow(ToolInputParsingException);
      // A direct `invoke(undefined)`: zod reports it, LangChain's JSON Schema validator throws.
      await expect(pair.native.invoke(undefined as never)).rejects.toThrow(ToolInputParsingException);
      await expect(pair.adapted.invoke(undefined as never)).rejects.toThrow(
        'Instances of "undefined" type are not supported.',
      );
    });
  });
  describe('toLangChainClass: a class whose `new X()` makes what toLangChain makes', () => {
    const stringTool = standardTool({
      name: 'shout',
      description: 'Shouts',
      inputSchema: z.string(),
      execute: async (input) => input.toUpperCase(),
    });

    it('constructs the same tool, an instance of the class, its subclasses and the class tool() picks', async () => {
      class WeatherTool extends toLangChainClass(weatherTool, { returnDirect: true }) {}
      class ShoutTool extends toLangChainClass(stringTool) {}
      const made = new WeatherTool();
      const adapted = toLangChain(weatherTool, { returnDirect: true });
      expect(made).toBeInstanceOf(WeatherTool);
      expect(made).toBeInstanceOf(DynamicStructuredTool);
      expect(made).not.toBe(new WeatherTool());
      expect(convertToOpenAITool(made)).toEqual(convertToOpenAITool(adapted));
      expect(made.returnDirect).toBe(true);
      expect(await made.invoke({ city: 'Oslo' })).toEqual(await adapted.invoke({ city: 'Oslo' }));
      const error = await langchainError(() => made.invoke({ city: 4 } as never));
      expect(error).toEqual(await langchainError(() => adapted.invoke({ city: 4 } as never)));
      const shout = new ShoutTool();
      expect(shout).toBeInstanceOf(ShoutTool);
      expect(shout).toBeInstanceOf(DynamicTool);
      expect(await shout.invoke('hey')).toBe('HEY');
      class LouderTool extends ShoutTool {
        marker = 'louder';
      }
      const louder = new LouderTool();
      expect([louder instanceof LouderTool, louder instanceof ShoutTool, louder.marker]).toEqual([
        true,
        true,
        'louder',
      ]);
      expect(await louder.invoke('hi')).toBe('HI');
    });

    it('the same ToolMessages in an agent run as the tools toLangChain makes', async () => {
      const WeatherTool = toLangChainClass(weatherTool);
      const calls = [
        { name: 'get_weather', args: { city: 'Oslo' } },
        { name: 'get_weather', args: { city: 4 } },
      ];
      expect(await langchainAgentRun([new WeatherTool()], calls)).toEqual(
        await langchainAgentRun([toLangChain(weatherTool)], calls),
      );
    });

    it('throws on constructor fields rather than drop them', () => {
      const ShoutTool = toLangChainClass(stringTool) as unknown as new (fields?: object) => object;
      expect(() => new ShoutTool({ verbose: true })).toThrow('shout: this tool class takes no constructor fields');
    });
  });
});
