/**
 * The Mastra adapters against the real `@mastra/core`, offline (direct `execute` and an
 * Agent on a mock model), one table row per major:
 * - 0.x: adapters/mastra-v0.ts on `@mastra/core` 0.24. 0.x agents need an AI SDK v5 model
 *   (`MockLanguageModelV2` from 'ai-v5/test'): a V3 model is taken for a legacy v4 model
 *   and refused by `generate()` (checked below). Tools run as `execute({ context, ...rest },
 *   options)`.
 * - 1.x: adapters/mastra.ts on `@mastra/core` 1.71 (installed as `mastra-v1`), on an AI SDK
 *   v6 `MockLanguageModelV3`. The adapter imports '@mastra/core/tools', which is 0.x in this
 *   repo, so that import is redirected to `mastra-v1/tools` while it loads (the first test
 *   checks it took effect), with the valibot fallback a project using valibot gets. Tools
 *   run as `execute(input, ctx)`.
 *
 * Shared tools and how they reach each major:
 * - 0.x takes zod (weather, always_fails, forecast, whoami: zod 4) and no schema (clock)
 *   natively: Mastra parses and returns failures. search (valibot) and add (arktype) go
 *   through draft-07 JSON Schema plus the adapter's own validation; given directly, 0.x
 *   sends them to the model as an "any value" schema and never validates them.
 * - 1.x takes all of them natively (zod 4, Standard JSON Schemas, no schema): the adapter
 *   passes them through, and only adds JSON Schema to a validate-only Standard Schema
 *   (e.g. plain valibot), which 1.x would otherwise send to the model as garbage and never
 *   validate (see "1.x only").
 */
import { describe, expect, it, vi } from 'vitest';
import { Agent } from '@mastra/core/agent';
import { noopLogger } from '@mastra/core/logger';
import { RuntimeContext } from '@mastra/core/runtime-context';
import { createTool, Tool } from '@mastra/core/tools';
import { Agent as AgentV1 } from 'mastra-v1/agent';
import { RequestContext } from 'mastra-v1/request-context';
import { createTool as createToolV1, Tool as ToolV1 } from 'mastra-v1/tools';
import * as v from 'valibot';
import { z } from 'zod';
import type { StandardSchemaV1, StandardTool } from '../../adapters/standard-tool';
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
import { closedZodToolSchemas, DRAFT_07, DRAFT_2020_12 } from './support/expected-schemas';
import { loadAdapter } from './support/load-adapter';
import { sourceAndRendered } from './support/rendered-module';
import { mastraModelV2, mastraModelV3, mastraModelView, type MastraToolCall } from './support/mastra-models';

const mastraV0 = await loadAdapter({ load: () => import('../../adapters/mastra-v0') });
const mastraV1 = await loadAdapter({
  load: async () => {
    await import('../../adapters/json-schema-valibot');
    const { JsonSchemaConversionError } = await import('../../adapters/json-schema');
    return { ...(await import('../../adapters/mastra')), JsonSchemaConversionError };
  },
  redirects: { '@mastra/core/tools': () => import('mastra-v1/tools') },
});

type AnyMastraTool = { execute?: (input: any, ctx?: any) => Promise<any> };
type AgentRun = Awaited<ReturnType<typeof mastraModelView>> & { text: string };
type ToolFactory = (tool: any, options?: any) => unknown;

/** One call of an agent run and what the model gets back from it. */
type CallAndOutput = [MastraToolCall, unknown];

interface MastraMajor {
  label: string;
  toMastra: ToolFactory;
  /** The major's own Tool class. */
  Tool: abstract new (...args: any[]) => unknown;
  /** One agent turn on the major's mock model: what the model was told and sent back. */
  agentRun(tools: Record<string, unknown>, calls: MastraToolCall[], context?: unknown): Promise<AgentRun>;
  /** Calls a Mastra tool directly with `input`, the way the major's agents do. */
  execute(tool: unknown, input: unknown, options?: unknown): Promise<unknown>;
  /** What the model is told about each shared tool. */
  expectedInputSchemas: Record<string, Record<string, unknown>>;
  /** An agent run over every shared tool: the calls and what each returns to the model. */
  run: { title: string; calls: CallAndOutput[] };
  /** The per-run context (0.x RuntimeContext, 1.x RequestContext) with these entries. */
  newContext(entries: Array<[string, string]>): { get(key: string): unknown };
  /** Where `execute`'s context carries that per-run context. */
  contextIn(ctx: any): { get(key: string): unknown };
  /** What else `execute`'s context must carry in an agent run. */
  expectAgentCtx(ctx: any, context: unknown): void;
  /** The options a direct call passes, and the context `execute` must then receive. */
  directCall: { options: unknown; executeContext: (options: any) => unknown };
  /** The native `createTool` definition of a standard tool, with `inputSchema` (default: its own). */
  native(standard: StandardTool<any, any, any>, inputSchema?: unknown): unknown;
  /** The tools whose native definition takes the same schema, and calls to compare them on. */
  sameSchema: { title: string; tools: StandardTool[]; calls: MastraToolCall[] };
  /** zod 4 twins of search (valibot) and add (arktype): what their native definitions tell the model. */
  twinDefinitions: { search_docs: unknown; add: unknown };
  /** A validation failure through the adapter against the native one for the zod twin. */
  expectSameFailure(mine: any, native: any): void;
}

function byName(tools: ReadonlyArray<{ name: string }>, make: ToolFactory) {
  return Object.fromEntries(tools.map((tool) => [tool.name, make(tool)]));
}

const weatherSchema = (dialect: string, required: string[]) => ({
  $schema: dialect,
  type: 'object',
  properties: {
    city: { type: 'string', description: 'City name' },
    unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
    days: { type: 'integer', minimum: 1, maximum: 7 },
  },
  required,
  additionalProperties: false,
});

/** Mastra 0.x's validation failure: message and error tree. */
function v0ValidationFailure(toolId: string, lines: string[], args: unknown, tree: Record<string, unknown>) {
  return {
    error: true,
    message:
      `Tool validation failed for ${toolId}. Please fix the following errors and try again:\n` +
      `${lines.join('\n')}\n\nProvided arguments: ${JSON.stringify(args, null, 2)}`,
    validationErrors: { _errors: [], ...tree },
  };
}

const SAFE_INTEGER = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/** 0.x converts every schema through zod; the zod 4 ones come out as zod's 2020-12 output side. */
const v0InputSchemas: Record<string, Record<string, unknown>> = {
  get_weather: weatherSchema(DRAFT_2020_12, ['city', 'unit']),
  // JSON Schema is turned into zod and back by Mastra 0.x: it drops string length
  // limits (`minLength: 2` is lost) and leaves objects open. The adapter still enforces
  // the limit, since it validates with the valibot schema itself.
  search_docs: {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties: { query: { type: 'string' }, limit: { type: 'number', default: 5 } },
    required: ['query'],
    additionalProperties: {},
  },
  add: {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties: { a: { type: 'integer', ...SAFE_INTEGER }, b: { type: 'integer', ...SAFE_INTEGER } },
    required: ['a', 'b'],
    additionalProperties: {},
  },
  ...(closedZodToolSchemas(DRAFT_2020_12) as Record<string, Record<string, unknown>>),
};

const v1InputSchemas: Record<string, Record<string, unknown>> = {
  get_weather: weatherSchema(DRAFT_07, ['city']),
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
  ...(closedZodToolSchemas(DRAFT_07) as Record<string, Record<string, unknown>>),
};

/** Calls on the zod tools and the no-input tool: valid, invalid and throwing. */
const zodCalls: MastraToolCall[] = [
  { name: 'get_weather', args: { city: 'Oslo' } },
  { name: 'get_weather', args: { city: 'Oslo', unit: 'k' } },
  { name: 'server_time', args: {} },
  { name: 'always_fails', args: { reason: 'x' } },
  { name: 'always_fails', args: {} },
  { name: 'forecast', args: { city: 'Rome' } },
  { name: 'whoami', args: { echo: 'hi' } },
];

/** Calls on search (valibot) and add (arktype), in the order the twin comparison reads them. */
const twinCalls: MastraToolCall[] = [
  { name: 'search_docs', args: { query: 'zod' } },
  { name: 'search_docs', args: { query: 'z' } },
  { name: 'add', args: { a: 2, b: 3 } },
  { name: 'add', args: { a: 2.5, b: 3 } },
];

/** The valid calls of an agent run over every shared tool, and what the model gets back. */
const validRunCalls: CallAndOutput[] = [
  [
    { name: 'get_weather', args: { city: 'Oslo' } },
    { type: 'text', value: 'Oslo: 21°C' },
  ],
  [
    { name: 'search_docs', args: { query: 'zod' } },
    { type: 'text', value: '5 results for zod' },
  ],
  [
    { name: 'add', args: { a: 2, b: 3 } },
    { type: 'text', value: '5' },
  ],
  [
    { name: 'server_time', args: {} },
    { type: 'text', value: '2026-11-30T12:00:00.000Z' },
  ],
];
const forecastAndWhoami: CallAndOutput[] = [
  [
    { name: 'forecast', args: { city: 'Rome' } },
    { type: 'json', value: { city: 'Rome', highC: 24, lowC: 12 } },
  ],
  [
    { name: 'whoami', args: { echo: 'hi' } },
    { type: 'text', value: 'hi; context=object' },
  ],
];

const v0: MastraMajor = {
  label: '0.x',
  toMastra: mastraV0.toMastra,
  Tool,
  agentRun: async (tools, calls, runtimeContext) => {
    const model = mastraModelV2(calls);
    const agent = new Agent({ name: 'agent', instructions: 'Use the tools.', model, tools: tools as any });
    // The always-failing tool fails on purpose: Mastra would log each failure with its stack.
    agent.__setLogger(noopLogger);
    const response = await agent.generate('go', runtimeContext ? { runtimeContext: runtimeContext as any } : {});
    return { text: response.text, ...mastraModelView(model) };
  },
  execute: (tool, input, options) => (tool as AnyMastraTool).execute!({ context: input }, options),
  expectedInputSchemas: v0InputSchemas,
  run: {
    title: 'validation failures returned (zod by Mastra, others by the adapter)',
    calls: [
      ...validRunCalls,
      [
        { name: 'always_fails', args: { reason: 'x' } },
        {
          type: 'json',
          value: {
            message: 'failed: x',
            code: 'TOOL_EXECUTION_FAILED',
            details: {
              message: 'failed: x',
              domain: 'TOOL',
              category: 'USER',
              details: {
                errorMessage: '[Agent:agent] - Failed tool execution',
                argsJson: '{"reason":"x"}',
                model: 'mock-model-id',
              },
            },
          },
        },
      ],
      ...forecastAndWhoami,
      [
        { name: 'get_weather', args: { city: 3 } },
        {
          type: 'json',
          value: v0ValidationFailure(
            'get_weather',
            ['- city: Invalid input: expected string, received number'],
            { city: 3 },
            { city: { _errors: ['Invalid input: expected string, received number'] } },
          ),
        },
      ],
      [
        { name: 'search_docs', args: { query: 'z' } },
        {
          type: 'json',
          value: v0ValidationFailure(
            'search_docs',
            ['- query: Invalid length: Expected >=2 but received 1'],
            { query: 'z' },
            { query: { _errors: ['Invalid length: Expected >=2 but received 1'] } },
          ),
        },
      ],
    ],
  },
  newContext: (entries) => new RuntimeContext(entries),
  contextIn: (ctx) => ctx.runtimeContext,
  expectAgentCtx: (ctx, runtimeContext) => {
    // The rest of Mastra's first argument, plus the second as `options`.
    expect(ctx.context).toBeUndefined();
    expect(ctx.runtimeContext).toBe(runtimeContext);
    expect(ctx.options).toMatchObject({ toolCallId: 'call-0' });
    expect(Object.keys(ctx)).toEqual(expect.arrayContaining(['mastra', 'runId', 'writer', 'suspend', 'options']));
  },
  directCall: {
    options: { toolCallId: 't1' },
    executeContext: (options) => expect.objectContaining({ options: expect.objectContaining(options) }),
  },
  /** The native 0.x definition: zod 4 and `execute({ context, ...rest }, options)`. */
  native: (standard, inputSchema = standard.inputSchema) =>
    createTool({
      id: standard.name,
      description: standard.description,
      ...(inputSchema !== undefined && { inputSchema: inputSchema as z.ZodObject }),
      ...(standard.outputSchema && { outputSchema: standard.outputSchema as z.ZodObject }),
      execute: async ({ context, ...rest }: any, options: any) => standard.execute(context, { ...rest, options }),
    }),
  sameSchema: {
    title: 'zod tools and the no-input tool',
    tools: [weatherTool, clockTool, failingTool, forecastTool, contextTool],
    calls: zodCalls,
  },
  // zod's own conversion keeps `minLength`, closes the object and lists the defaulted
  // `limit` as required; the JSON Schema route through Mastra's JSON-to-zod step loses
  // `minLength` and leaves objects open.
  twinDefinitions: {
    search_docs: {
      ...v0InputSchemas.search_docs,
      properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
      required: ['query', 'limit'],
      additionalProperties: false,
    },
    add: { ...v0InputSchemas.add, additionalProperties: false },
  },
  // The same message layout and error tree, with each library's wording of the issue.
  expectSameFailure: (mine, native) => {
    const [field] = Object.keys(native.validationErrors).filter((key) => key !== '_errors');
    const nativeText = native.validationErrors[field!]._errors[0];
    const ourText = mine.validationErrors[field!]._errors[0];
    expect(mine).toEqual({
      ...native,
      message: native.message.replace(nativeText, ourText),
      validationErrors: { _errors: [], [field!]: { _errors: [ourText] } },
    });
  },
};

const v1: MastraMajor = {
  label: '1.x',
  toMastra: mastraV1.toMastra,
  Tool: ToolV1,
  agentRun: async (tools, calls, requestContext) => {
    const model = mastraModelV3(calls);
    const agent = new AgentV1({
      id: 'agent',
      name: 'agent',
      instructions: 'Use the tools.',
      model,
      tools: tools as any,
    });
    const response = await agent.generate('go', requestContext ? { requestContext: requestContext as any } : {});
    return { text: response.text, ...mastraModelView(model) };
  },
  execute: (tool, input, options = {}) => (tool as AnyMastraTool).execute!(input, options),
  expectedInputSchemas: v1InputSchemas,
  run: {
    title: 'validation failures returned, throws reported as errors',
    calls: [
      ...validRunCalls,
      [
        { name: 'always_fails', args: { reason: 'x' } },
        { type: 'error-text', value: 'failed: x' },
      ],
      ...forecastAndWhoami,
      [
        { name: 'add', args: { a: 1.5, b: 3 } },
        {
          type: 'json',
          value: {
            error: true,
            message:
              'Tool input validation failed for add. Please fix the following errors and try again:\n' +
              '- a: a must be an integer (was 1.5)\n\nProvided arguments: {\n  "a": 1.5,\n  "b": 3\n}',
            validationErrors: {
              errors: [],
              fields: { a: { errors: ['a must be an integer (was 1.5)'], fields: {} } },
            },
          },
        },
      ],
    ],
  },
  newContext: (entries) => new RequestContext(entries),
  contextIn: (ctx) => ctx.requestContext,
  expectAgentCtx: (ctx, requestContext) => {
    expect(ctx.requestContext).toBe(requestContext);
    expect(ctx.agent).toMatchObject({ toolCallId: 'call-0' });
  },
  directCall: {
    options: { requestContext: new RequestContext([['user', 'bob']]) },
    executeContext: (options) => options,
  },
  /** The native definition: `createTool` with the same schema, running the same execute. */
  native: (standard, inputSchema = standard.inputSchema) =>
    createToolV1({
      id: standard.name,
      ...(standard.title !== undefined && { title: standard.title }),
      description: standard.description,
      ...(inputSchema !== undefined && { inputSchema: inputSchema as any }),
      ...(standard.outputSchema && { outputSchema: standard.outputSchema as any }),
      execute: async (input: any, ctx: any) => standard.execute(input, ctx),
    }),
  sameSchema: {
    title: 'same schemas',
    tools: [...allStandardTools],
    calls: [...zodCalls.slice(0, 2), ...twinCalls, ...zodCalls.slice(2)],
  },
  // Unavoidable: the schema library is the tool author's. zod 4 closes objects
  // (`additionalProperties: false`) and bounds `.int()` to the safe integers.
  twinDefinitions: {
    search_docs: { ...v1InputSchemas.search_docs, additionalProperties: false },
    add: {
      ...v1InputSchemas.add,
      properties: { a: { type: 'integer', ...SAFE_INTEGER }, b: { type: 'integer', ...SAFE_INTEGER } },
      additionalProperties: false,
    },
  },
  // Failures agree in shape and field; the wording is each library's.
  expectSameFailure: (mine, native) => {
    expect(mine.error).toBe(true);
    expect(native.error).toBe(true);
    expect(Object.keys(mine.validationErrors.fields)).toEqual(Object.keys(native.validationErrors.fields));
  },
};

/** Each major on the source adapter, and on the module the CLI writes for a project on that major. */
const majors = [
  ...(await sourceAndRendered('mastra-0', { toMastra: v0.toMastra })).map(([variant, { toMastra }]) => ({
    ...v0,
    label: `0.x (${variant})`,
    toMastra,
  })),
  ...(
    await sourceAndRendered(
      'mastra-1',
      { toMastra: v1.toMastra },
      { packages: { '@mastra/core': '1.71.0' }, redirects: { '@mastra/core/tools': () => import('mastra-v1/tools') } },
    )
  ).map(([variant, { toMastra }]) => ({ ...v1, label: `1.x (${variant})`, toMastra })),
];

describe.each(majors.map((major) => [major.label, major] as const))('toMastra (%s)', (_, major) => {
  it('builds a Tool of this major, whose execute takes the input the way its agents pass it', async () => {
    const tool = major.toMastra(weatherTool);
    expect(tool).toBeInstanceOf(major.Tool);
    expect((tool as { id: string }).id).toBe('get_weather');
    // Each major applies the default only when called its own way.
    expect(await major.execute(tool, { city: 'Oslo' })).toBe('Oslo: 21°C');
  });

  describe('in an Agent on a mock model', () => {
    it('tells the model each tool’s name (the record key), description and JSON Schema', async () => {
      const run = await major.agentRun(byName(allStandardTools, major.toMastra), []);
      expect(Object.keys(run.definitions)).toEqual(allStandardTools.map((tool) => tool.name));
      for (const tool of allStandardTools) {
        expect(run.definitions[tool.name], tool.name).toEqual({
          type: 'function',
          name: tool.name,
          description: tool.description,
          inputSchema: major.expectedInputSchemas[tool.name],
        });
      }
    });

    it(`runs the calls: defaults applied, ${major.run.title}`, async () => {
      const calls = major.run.calls.map(([call]) => call);
      const run = await major.agentRun(byName(allStandardTools, major.toMastra), calls);
      expect(run.text).toBe('done');
      expect(run.results.map((result) => result.output)).toEqual(major.run.calls.map(([, output]) => output));
    });

    it('gives execute Mastra’s context: the per-run context and the tool call', async () => {
      const seen = vi.fn();
      const probe = major.toMastra({
        ...contextTool,
        execute: async ({ echo }: { echo: string }, ctx?: any) => {
          seen(ctx);
          return `${echo} for ${major.contextIn(ctx).get('user')}`;
        },
      });
      const context = major.newContext([['user', 'ada']]);
      const run = await major.agentRun({ whoami: probe }, [{ name: 'whoami', args: { echo: 'hi' } }], context);
      expect(run.results[0].output).toEqual({ type: 'text', value: 'hi for ada' });
      major.expectAgentCtx(seen.mock.calls[0][0], context);
    });
  });

  describe('direct execute', () => {
    const run = (tool: StandardTool, input: unknown) => major.execute(major.toMastra(tool), input);

    it('returns what execute returns, defaults applied', async () => {
      expect(await run(weatherTool, { city: 'Oslo', days: 2 })).toBe('Oslo: 21°C for 2 days');
      expect(await run(searchTool, { query: 'zod' })).toBe('5 results for zod');
      expect(await run(addTool, { a: 40, b: 2 })).toBe('42');
      expect(await run(clockTool, {})).toBe('2026-11-30T12:00:00.000Z');
      expect(await run(forecastTool, { city: 'Oslo' })).toEqual({ city: 'Oslo', highC: 24, lowC: 12 });
      expect(await run(contextTool, { echo: 'e' })).toBe('e; context=object');
      await expect(run(failingTool, { reason: 'r' })).rejects.toThrow('failed: r');
    });

    it('gives execute no input when the tool has no schema, and the context it was called with', async () => {
      const execute = vi.fn(async (_input?: unknown, _ctx?: unknown) => 'ok');
      const clock = major.toMastra({ ...clockTool, execute });
      await major.execute(clock, { stray: 1 }, major.directCall.options);
      expect(execute.mock.calls[0]).toEqual([undefined, major.directCall.executeContext(major.directCall.options)]);
    });

    it('passes createTool options through', () => {
      const approved = major.toMastra(weatherTool, { requireApproval: true } as any) as { requireApproval: boolean };
      expect(approved.requireApproval).toBe(true);
    });
  });

  describe('equivalence with createTool', () => {
    const { tools, calls } = major.sameSchema;
    const nativeOf = (tool: StandardTool) => major.native(tool);

    it(`${major.sameSchema.title}: identical definitions and results in an agent run`, async () => {
      const natives = await major.agentRun(byName(tools, nativeOf), calls);
      const adapted = await major.agentRun(byName(tools, major.toMastra), calls);
      expect(adapted.definitions).toEqual(natives.definitions);
      expect(adapted.results).toEqual(natives.results);
      expect(adapted.results).toHaveLength(calls.length);
    });

    it(`${major.sameSchema.title}: identical direct results (valid, invalid, throwing)`, async () => {
      for (const call of calls) {
        const standard = tools.find((tool) => tool.name === call.name)!;
        const settle = (tool: unknown) =>
          major.execute(tool, call.args).then(
            (value) => ({ value }),
            (error: Error) => ({ error: error.message }),
          );
        expect(await settle(major.toMastra(standard)), JSON.stringify(call)).toEqual(await settle(nativeOf(standard)));
      }
    });

    it('valibot / arktype tools against zod 4 twins: the same results, failures in the same shape', async () => {
      const twins = [
        { standard: searchTool, schema: z.object({ query: z.string().min(2), limit: z.number().default(5) }) },
        { standard: addTool, schema: z.object({ a: z.number().int(), b: z.number().int() }) },
      ];
      const natives = await major.agentRun(
        Object.fromEntries(twins.map(({ standard, schema }) => [standard.name, major.native(standard, schema)])),
        twinCalls,
      );
      const adapted = await major.agentRun(byName([searchTool, addTool], major.toMastra), twinCalls);
      // Model view: unavoidable differences, each converter's own output.
      expect(natives.definitions.search_docs.inputSchema).toEqual(major.twinDefinitions.search_docs);
      expect(natives.definitions.add.inputSchema).toEqual(major.twinDefinitions.add);
      // Results: valid calls agree exactly; failures agree in shape.
      const [ours, theirs] = [adapted.results, natives.results];
      expect([ours[0], ours[2]]).toEqual([theirs[0], theirs[2]]);
      for (const index of [1, 3]) {
        major.expectSameFailure(
          (ours[index].output as { value: any }).value,
          (theirs[index].output as { value: any }).value,
        );
      }
    });
  });
});

describe('toMastra (0.x) only', () => {
  const { toMastra } = mastraV0;
  const execute = (tool: unknown, input: unknown) => v0.execute(tool, input);

  it('is Mastra 0.x: a V3 model is refused by generate(), so V2 it is', async () => {
    const agent = new Agent({ name: 'agent', instructions: 'x', model: mastraModelV3([]) as any });
    await expect(agent.generate('go')).rejects.toThrow(/AI SDK v4 model .* not compatible/);
  });

  it('returns validation failures in Mastra 0.x’s shape for the schemas Mastra cannot check', async () => {
    const spy = vi.fn(addTool.execute);
    const add = toMastra({ ...addTool, execute: spy });
    expect(await execute(add, { a: 1.5, b: 2 })).toEqual(
      v0ValidationFailure(
        'add',
        ['- a: a must be an integer (was 1.5)'],
        { a: 1.5, b: 2 },
        {
          a: { _errors: ['a must be an integer (was 1.5)'] },
        },
      ),
    );
    expect(spy).not.toHaveBeenCalled();
    // An issue without a path is reported at `root`, as Mastra does.
    expect(await execute(toMastra(searchTool), 'nope')).toEqual(
      v0ValidationFailure('search_docs', ['- root: Invalid type: Expected Object but received "nope"'], 'nope', {
        _errors: ['Invalid type: Expected Object but received "nope"'],
      }),
    );
  });

  it('does not check results against the output schema (neither does 0.x)', async () => {
    const broken = { ...forecastTool, execute: async () => ({ city: 'Rome', highC: 'hot' }) as any };
    expect(await execute(toMastra(broken), { city: 'Rome' })).toEqual({ city: 'Rome', highC: 'hot' });
  });

  it('natively, 0.x neither validates nor describes a valibot schema; the adapter does both', async () => {
    const native = createTool({
      id: 'search_docs',
      description: searchTool.description,
      inputSchema: searchTool.inputSchema as any,
      execute: async ({ context }: any) => searchTool.execute(context),
    });
    expect(await execute(native, { query: 'z' })).toBe('undefined results for z');
    const run = await v0.agentRun({ search_docs: native }, []);
    expect(run.definitions.search_docs.inputSchema).toMatchObject({ anyOf: expect.any(Array) });
    expect(await execute(toMastra(searchTool), { query: 'z' })).toMatchObject({ error: true });
  });
});

describe('toMastra (1.x) only', () => {
  const { toMastra, JsonSchemaConversionError } = mastraV1;

  it('returns (does not throw) input and output validation failures, as Mastra does', async () => {
    const execute = vi.fn(searchTool.execute);
    const search = toMastra({ ...searchTool, execute });
    expect(await v1.execute(search, { query: 'z' })).toMatchObject({
      error: true,
      message: expect.stringContaining('Tool input validation failed for search_docs'),
      validationErrors: { fields: { query: { errors: ['Invalid length: Expected >=2 but received 1'] } } },
    });
    expect(execute).not.toHaveBeenCalled();
    const broken = toMastra({ ...forecastTool, execute: async () => ({ city: 'Rome', highC: 'hot', lowC: 1 }) as any });
    expect(await v1.execute(broken, { city: 'Rome' })).toMatchObject({
      error: true,
      message: expect.stringContaining('Tool output validation failed for forecast'),
    });
  });

  it('title comes from the tool unless overridden', () => {
    expect((toMastra(weatherTool) as { title?: string }).title).toBe('Weather');
    const renamed = toMastra(weatherTool, { title: 'Weather now' } as any) as { title?: string };
    expect(renamed.title).toBe('Weather now');
  });

  describe('validate-only Standard Schemas', () => {
    /** Plain valibot: `~standard.validate` but no `~standard.jsonSchema`. */
    const plainSearch = {
      ...searchTool,
      inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
    } satisfies StandardTool;

    it('natively, Mastra 1.x sends the schema object to the model and skips validation', async () => {
      const native = createToolV1({
        id: 'search_docs',
        description: searchTool.description,
        inputSchema: plainSearch.inputSchema as any,
        execute: async (input: any) => plainSearch.execute(input),
      });
      expect(await native.execute!({ query: 'z' } as any, {} as any)).toBe('undefined results for z');
      const run = await v1.agentRun({ search_docs: native }, []);
      expect(run.definitions.search_docs.inputSchema).toMatchObject({ kind: 'schema', type: 'object' });
    });

    it('through the adapter, the model gets JSON Schema (valibot fallback) and Mastra validates', async () => {
      const adapted = toMastra(plainSearch);
      const run = await v1.agentRun({ search_docs: adapted }, [{ name: 'search_docs', args: { query: 'zod' } }]);
      expect(run.definitions.search_docs.inputSchema).toEqual(v1InputSchemas.search_docs);
      expect(run.results[0].output).toEqual({ type: 'text', value: '5 results for zod' });
      expect(await v1.execute(adapted, { query: 'z' })).toMatchObject({
        error: true,
        validationErrors: { fields: { query: { errors: ['Invalid length: Expected >=2 but received 1'] } } },
      });
    });

    it('fails at definition time when no JSON Schema converter is available', () => {
      const handmade: StandardSchemaV1<{ n: number }> = {
        '~standard': { version: 1, vendor: 'handmade', validate: (value) => ({ value: value as { n: number } }) },
      };
      expect(() => toMastra({ name: 'n', description: 'n', inputSchema: handmade, execute: async () => 1 })).toThrow(
        JsonSchemaConversionError,
      );
    });
  });
});
