/**
 * The Mastra 0.x adapter (adapters/mastra-v0.ts) against the real `@mastra/core` 0.24,
 * offline: direct `execute({ context })` and an Agent on a mock model. 0.x agents need
 * an AI SDK v5 model (`MockLanguageModelV2` from 'ai-v5/test'): a V3 model is taken for
 * a legacy v4 model and refused by `generate()` (checked below).
 *
 * Shared tools and how they reach Mastra 0.x:
 * - natively (zod passes straight through; Mastra parses and returns failures):
 *   weather, always_fails, forecast, whoami (zod 4), and clock (no schema);
 * - through draft-07 JSON Schema plus the adapter's own validation: search (valibot)
 *   and add (arktype). Given directly, 0.x sends them to the model as an "any value"
 *   schema and never validates them (checked below).
 */
import { describe, expect, it, vi } from 'vitest';
import { Agent } from '@mastra/core/agent';
import { RuntimeContext } from '@mastra/core/runtime-context';
import { createTool, Tool } from '@mastra/core/tools';
import { z } from 'zod';
import { toMastra } from '../../adapters/mastra-v0';
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
import { mastraModelV2, mastraModelV3, mastraModelView, type MastraToolCall } from './support/mastra-models';
import { closedZodToolSchemas, DRAFT_2020_12 } from './support/expected-schemas';

type AnyMastraTool = { execute?: (args: any, options?: any) => Promise<any> };

function asTool(tool: unknown): AnyMastraTool {
  return tool as AnyMastraTool;
}

async function mastraV0AgentRun(
  tools: Record<string, unknown>,
  calls: MastraToolCall[],
  runtimeContext?: RuntimeContext,
) {
  const model = mastraModelV2(calls);
  const agent = new Agent({ name: 'agent', instructions: 'Use the tools.', model, tools: tools as any });
  const response = await agent.generate('go', runtimeContext ? { runtimeContext } : {});
  return { text: response.text, ...mastraModelView(model) };
}

function byName(tools: ReadonlyArray<{ name: string }>, make: (tool: any) => unknown) {
  return Object.fromEntries(tools.map((tool) => [tool.name, make(tool)]));
}

/** 0.x converts every schema through zod; the zod 4 ones come out as zod's 2020-12 output side. */
const expectedInputSchemas: Record<string, unknown> = {
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
    properties: {
      a: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
      b: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    },
    required: ['a', 'b'],
    additionalProperties: {},
  },
  ...closedZodToolSchemas(DRAFT_2020_12),
};

function validationFailure(toolId: string, lines: string[], args: unknown, tree: Record<string, unknown>) {
  return {
    error: true,
    message:
      `Tool validation failed for ${toolId}. Please fix the following errors and try again:\n` +
      `${lines.join('\n')}\n\nProvided arguments: ${JSON.stringify(args, null, 2)}`,
    validationErrors: { _errors: [], ...tree },
  };
}

describe('toMastra (0.x): in an Agent on MockLanguageModelV2', () => {
  it('is Mastra 0.x: a V3 model is refused by generate(), so V2 it is', async () => {
    const agent = new Agent({ name: 'agent', instructions: 'x', model: mastraModelV3([]) as any });
    await expect(agent.generate('go')).rejects.toThrow(/AI SDK v4 model .* not compatible/);
  });

  it('tells the model each tool’s name (the record key), description and JSON Schema', async () => {
    const run = await mastraV0AgentRun(byName(allStandardTools, toMastra), []);
    expect(Object.keys(run.definitions)).toEqual(allStandardTools.map((tool) => tool.name));
    for (const tool of allStandardTools) {
      expect(run.definitions[tool.name], tool.name).toEqual({
        type: 'function',
        name: tool.name,
        description: tool.description,
        inputSchema: expectedInputSchemas[tool.name],
      });
    }
  });

  it('runs the calls: defaults applied, validation failures returned (zod by Mastra, others by the adapter)', async () => {
    const run = await mastraV0AgentRun(byName(allStandardTools, toMastra), [
      { name: 'get_weather', args: { city: 'Oslo' } },
      { name: 'search_docs', args: { query: 'zod' } },
      { name: 'add', args: { a: 2, b: 3 } },
      { name: 'server_time', args: {} },
      { name: 'always_fails', args: { reason: 'x' } },
      { name: 'forecast', args: { city: 'Rome' } },
      { name: 'whoami', args: { echo: 'hi' } },
      { name: 'get_weather', args: { city: 3 } },
      { name: 'search_docs', args: { query: 'z' } },
    ]);
    expect(run.text).toBe('done');
    expect(run.results.map((result) => result.output)).toEqual([
      { type: 'text', value: 'Oslo: 21°C' },
      { type: 'text', value: '5 results for zod' },
      { type: 'text', value: '5' },
      { type: 'text', value: '2026-11-30T12:00:00.000Z' },
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
      { type: 'json', value: { city: 'Rome', highC: 24, lowC: 12 } },
      { type: 'text', value: 'hi; context=object' },
      {
        type: 'json',
        value: validationFailure(
          'get_weather',
          ['- city: Invalid input: expected string, received number'],
          { city: 3 },
          {
            city: { _errors: ['Invalid input: expected string, received number'] },
          },
        ),
      },
      {
        type: 'json',
        value: validationFailure(
          'search_docs',
          ['- query: Invalid length: Expected >=2 but received 1'],
          { query: 'z' },
          {
            query: { _errors: ['Invalid length: Expected >=2 but received 1'] },
          },
        ),
      },
    ]);
  });

  it('gives execute the rest of Mastra’s first argument plus the second as `options`', async () => {
    const seen = vi.fn();
    const probe = toMastra({
      ...contextTool,
      execute: async ({ echo }: { echo: string }, ctx?: any) => {
        seen(ctx);
        return `${echo} for ${ctx.runtimeContext.get('user')}`;
      },
    });
    const runtimeContext = new RuntimeContext([['user', 'ada']]);
    const run = await mastraV0AgentRun({ whoami: probe }, [{ name: 'whoami', args: { echo: 'hi' } }], runtimeContext);
    expect(run.results[0].output).toEqual({ type: 'text', value: 'hi for ada' });
    const ctx = seen.mock.calls[0][0];
    expect(ctx.context).toBeUndefined();
    expect(ctx.runtimeContext).toBe(runtimeContext);
    expect(ctx.options).toMatchObject({ toolCallId: 'call-0' });
    expect(Object.keys(ctx)).toEqual(expect.arrayContaining(['mastra', 'runId', 'writer', 'suspend', 'options']));
  });
});

describe('toMastra (0.x): direct execute({ context })', () => {
  const run = (tool: StandardTool, input: unknown) => asTool(toMastra(tool)).execute!({ context: input });

  it('is a 0.x Tool', () => {
    expect(toMastra(weatherTool)).toBeInstanceOf(Tool);
    expect((toMastra(weatherTool) as unknown as { id: string }).id).toBe('get_weather');
  });

  it('returns what execute returns, defaults applied', async () => {
    expect(await run(weatherTool, { city: 'Oslo', days: 2 })).toBe('Oslo: 21°C for 2 days');
    expect(await run(searchTool, { query: 'zod' })).toBe('5 results for zod');
    expect(await run(addTool, { a: 40, b: 2 })).toBe('42');
    expect(await run(clockTool, {})).toBe('2026-11-30T12:00:00.000Z');
    expect(await run(forecastTool, { city: 'Oslo' })).toEqual({ city: 'Oslo', highC: 24, lowC: 12 });
    expect(await run(contextTool, { echo: 'e' })).toBe('e; context=object');
    await expect(run(failingTool, { reason: 'r' })).rejects.toThrow('failed: r');
  });

  it('returns validation failures in Mastra 0.x’s shape for the schemas Mastra cannot check', async () => {
    const execute = vi.fn(addTool.execute);
    const add = asTool(toMastra({ ...addTool, execute }));
    expect(await add.execute!({ context: { a: 1.5, b: 2 } })).toEqual(
      validationFailure(
        'add',
        ['- a: a must be an integer (was 1.5)'],
        { a: 1.5, b: 2 },
        {
          a: { _errors: ['a must be an integer (was 1.5)'] },
        },
      ),
    );
    expect(execute).not.toHaveBeenCalled();
    // An issue without a path is reported at `root`, as Mastra does.
    expect(await asTool(toMastra(searchTool)).execute!({ context: 'nope' })).toEqual(
      validationFailure('search_docs', ['- root: Invalid type: Expected Object but received "nope"'], 'nope', {
        _errors: ['Invalid type: Expected Object but received "nope"'],
      }),
    );
  });

  it('does not check results against the output schema (neither does 0.x)', async () => {
    const broken = { ...forecastTool, execute: async () => ({ city: 'Rome', highC: 'hot' }) as any };
    expect(await run(broken, { city: 'Rome' })).toEqual({ city: 'Rome', highC: 'hot' });
  });

  it('gives execute no input when the tool has no schema', async () => {
    const execute = vi.fn(async (_input?: unknown, _ctx?: unknown) => 'ok');
    await asTool(toMastra({ ...clockTool, execute })).execute!({ context: { stray: 1 } }, { toolCallId: 't1' });
    expect(execute.mock.calls[0][0]).toBeUndefined();
    expect(execute.mock.calls[0][1]).toMatchObject({ options: { toolCallId: 't1' } });
  });

  it('passes createTool options through', () => {
    expect(
      (toMastra(weatherTool, { requireApproval: true }) as unknown as { requireApproval: boolean }).requireApproval,
    ).toBe(true);
  });
});

describe('toMastra (0.x): equivalence with createTool', () => {
  /** The native 0.x definition: zod 4 and `execute({ context, ...rest }, options)`. */
  function nativeTool(standard: StandardTool<any, any, any>, inputSchema?: z.ZodObject) {
    return createTool({
      id: standard.name,
      description: standard.description,
      ...(inputSchema && { inputSchema }),
      ...(standard.outputSchema && { outputSchema: standard.outputSchema as z.ZodObject }),
      execute: async ({ context, ...rest }: any, options: any) => standard.execute(context, { ...rest, options }),
    });
  }

  const zodTools = [weatherTool, clockTool, failingTool, forecastTool, contextTool];
  const zodCalls: MastraToolCall[] = [
    { name: 'get_weather', args: { city: 'Oslo' } },
    { name: 'get_weather', args: { city: 'Oslo', unit: 'k' } },
    { name: 'server_time', args: {} },
    { name: 'always_fails', args: { reason: 'x' } },
    { name: 'always_fails', args: {} },
    { name: 'forecast', args: { city: 'Rome' } },
    { name: 'whoami', args: { echo: 'hi' } },
  ];
  const nativeOf = (tool: StandardTool) => nativeTool(tool, tool.inputSchema as z.ZodObject | undefined);

  it('zod tools and the no-input tool: identical definitions and results in an agent run', async () => {
    const natives = await mastraV0AgentRun(byName(zodTools, nativeOf), zodCalls);
    const adapted = await mastraV0AgentRun(byName(zodTools, toMastra), zodCalls);
    expect(adapted.definitions).toEqual(natives.definitions);
    expect(adapted.results).toEqual(natives.results);
    expect(adapted.results).toHaveLength(zodCalls.length);
  });

  it('zod tools and the no-input tool: identical direct results (valid, invalid, throwing)', async () => {
    for (const call of zodCalls) {
      const standard = zodTools.find((tool) => tool.name === call.name)!;
      const settle = (tool: unknown) =>
        asTool(tool).execute!({ context: call.args }).then(
          (value) => ({ value }),
          (error: Error) => ({ error: error.message }),
        );
      expect(await settle(toMastra(standard)), JSON.stringify(call)).toEqual(await settle(nativeOf(standard)));
    }
  });

  it('valibot / arktype tools against zod 4 twins: the same results, failures in the same shape', async () => {
    const twins = [
      { standard: searchTool, schema: z.object({ query: z.string().min(2), limit: z.number().default(5) }) },
      { standard: addTool, schema: z.object({ a: z.number().int(), b: z.number().int() }) },
    ];
    const calls: MastraToolCall[] = [
      { name: 'search_docs', args: { query: 'zod' } },
      { name: 'search_docs', args: { query: 'z' } },
      { name: 'add', args: { a: 2, b: 3 } },
      { name: 'add', args: { a: 2.5, b: 3 } },
    ];
    const natives = await mastraV0AgentRun(
      Object.fromEntries(twins.map(({ standard, schema }) => [standard.name, nativeTool(standard, schema)])),
      calls,
    );
    const adapted = await mastraV0AgentRun(byName([searchTool, addTool], toMastra), calls);
    // Model view: unavoidable differences. zod's own conversion keeps `minLength`, closes
    // the object and lists the defaulted `limit` as required; the JSON Schema route
    // through Mastra's JSON-to-zod step loses `minLength` and leaves objects open.
    expect(natives.definitions.search_docs.inputSchema).toEqual({
      ...(expectedInputSchemas.search_docs as object),
      properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
      required: ['query', 'limit'],
      additionalProperties: false,
    });
    expect(natives.definitions.add.inputSchema).toEqual({
      ...(expectedInputSchemas.add as object),
      additionalProperties: false,
    });
    // Results: valid calls agree exactly; a failure has the same message layout and
    // error tree, with each library's wording of the issue.
    const [ours, theirs] = [adapted.results, natives.results];
    expect([ours[0], ours[2]]).toEqual([theirs[0], theirs[2]]);
    for (const index of [1, 3]) {
      const mine = (ours[index].output as { value: any }).value;
      const native = (theirs[index].output as { value: any }).value;
      const [field] = Object.keys(native.validationErrors).filter((key) => key !== '_errors');
      const nativeText = native.validationErrors[field]._errors[0];
      const ourText = mine.validationErrors[field]._errors[0];
      expect(mine).toEqual({
        ...native,
        message: native.message.replace(nativeText, ourText),
        validationErrors: { _errors: [], [field]: { _errors: [ourText] } },
      });
    }
  });

  it('natively, 0.x neither validates nor describes a valibot schema; the adapter does both', async () => {
    const native = createTool({
      id: 'search_docs',
      description: searchTool.description,
      inputSchema: searchTool.inputSchema as any,
      execute: async ({ context }: any) => searchTool.execute(context),
    });
    expect(await asTool(native).execute!({ context: { query: 'z' } })).toBe('undefined results for z');
    const run = await mastraV0AgentRun({ search_docs: native }, []);
    expect(run.definitions.search_docs.inputSchema).toMatchObject({ anyOf: expect.any(Array) });
    expect(await asTool(toMastra(searchTool)).execute!({ context: { query: 'z' } })).toMatchObject({ error: true });
  });
});
