/**
 * The Mastra 1.x adapter (adapters/mastra.ts) against the real `@mastra/core` 1.71
 * (installed as `mastra-v1`), offline: direct `execute(input, ctx)` and an Agent on an
 * AI SDK v6 `MockLanguageModelV3`. The adapter imports '@mastra/core/tools', which is
 * 0.x in this repo, so that import is redirected to `mastra-v1/tools` (first test
 * checks it took effect).
 *
 * Shared tools: Mastra 1.x takes all of them natively: zod 4 (weather, always_fails,
 * forecast, whoami), Standard JSON Schemas (search: wrapped valibot; add: arktype), and
 * no schema (clock). The adapter passes them through; it only adds JSON Schema to a
 * validate-only Standard Schema (e.g. plain valibot), which Mastra 1.x would otherwise
 * send to the model as garbage and never validate (see "validate-only schemas").
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('@mastra/core/tools', async () => await import('mastra-v1/tools'));

import { Agent } from 'mastra-v1/agent';
import { RequestContext } from 'mastra-v1/request-context';
import { createTool, Tool } from 'mastra-v1/tools';
import * as v from 'valibot';
import { z } from 'zod';
import '../../adapters/json-schema-valibot';
import { JsonSchemaConversionError } from '../../adapters/json-schema';
import { toMastra } from '../../adapters/mastra';
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
import { mastraModelV3, mastraModelView, type MastraToolCall } from './support/mastra-models';
import { closedZodToolSchemas, DRAFT_07 } from './support/expected-schemas';

type AnyMastraTool = { execute?: (input: any, ctx?: any) => Promise<any> };

/** One agent turn on the mock model; returns what the model was told and sent back. */
async function mastraV1AgentRun(
  tools: Record<string, unknown>,
  calls: MastraToolCall[],
  requestContext?: RequestContext<any>,
) {
  const model = mastraModelV3(calls);
  const agent = new Agent({ id: 'agent', name: 'agent', instructions: 'Use the tools.', model, tools: tools as any });
  const response = await agent.generate(
    'go',
    requestContext ? { requestContext: requestContext as RequestContext } : {},
  );
  return { text: response.text, ...mastraModelView(model) };
}

function byName(tools: ReadonlyArray<{ name: string }>, make: (tool: any) => unknown) {
  return Object.fromEntries(tools.map((tool) => [tool.name, make(tool)]));
}

const expectedInputSchemas: Record<string, Record<string, unknown>> = {
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
  },
  add: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { a: { type: 'integer' }, b: { type: 'integer' } },
    required: ['a', 'b'],
  },
  ...closedZodToolSchemas(DRAFT_07),
};

describe('toMastra (1.x): the redirect to mastra-v1 took effect', () => {
  it('builds a 1.x Tool whose execute takes (input, ctx)', async () => {
    const tool = toMastra(weatherTool) as unknown as AnyMastraTool;
    expect(tool).toBeInstanceOf(Tool);
    // 0.x would hand execute `{ context, ... }` and never apply the default this way.
    expect(await tool.execute!({ city: 'Oslo' }, {})).toBe('Oslo: 21°C');
  });
});

describe('toMastra (1.x): in an Agent on MockLanguageModelV3', () => {
  it('tells the model each tool’s name (the record key), description and JSON Schema', async () => {
    const run = await mastraV1AgentRun(byName(allStandardTools, toMastra), []);
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

  it('runs the calls: defaults applied, validation failures returned, throws reported as errors', async () => {
    const run = await mastraV1AgentRun(byName(allStandardTools, toMastra), [
      { name: 'get_weather', args: { city: 'Oslo' } },
      { name: 'search_docs', args: { query: 'zod' } },
      { name: 'add', args: { a: 2, b: 3 } },
      { name: 'server_time', args: {} },
      { name: 'always_fails', args: { reason: 'x' } },
      { name: 'forecast', args: { city: 'Rome' } },
      { name: 'whoami', args: { echo: 'hi' } },
      { name: 'add', args: { a: 1.5, b: 3 } },
    ]);
    expect(run.text).toBe('done');
    expect(run.results.map((result) => result.output)).toEqual([
      { type: 'text', value: 'Oslo: 21°C' },
      { type: 'text', value: '5 results for zod' },
      { type: 'text', value: '5' },
      { type: 'text', value: '2026-11-30T12:00:00.000Z' },
      { type: 'error-text', value: 'failed: x' },
      { type: 'json', value: { city: 'Rome', highC: 24, lowC: 12 } },
      { type: 'text', value: 'hi; context=object' },
      {
        type: 'json',
        value: {
          error: true,
          message:
            'Tool input validation failed for add. Please fix the following errors and try again:\n' +
            '- a: a must be an integer (was 1.5)\n\nProvided arguments: {\n  "a": 1.5,\n  "b": 3\n}',
          validationErrors: { errors: [], fields: { a: { errors: ['a must be an integer (was 1.5)'], fields: {} } } },
        },
      },
    ]);
  });

  it('gives execute Mastra’s ctx: the agent’s requestContext and tool call', async () => {
    const seen = vi.fn();
    const probe = toMastra({
      ...contextTool,
      execute: async ({ echo }: { echo: string }, ctx?: any) => {
        seen(ctx);
        return `${echo} for ${ctx.requestContext.get('user')}`;
      },
    });
    const requestContext = new RequestContext([['user', 'ada']]);
    const run = await mastraV1AgentRun({ whoami: probe }, [{ name: 'whoami', args: { echo: 'hi' } }], requestContext);
    expect(run.results[0].output).toEqual({ type: 'text', value: 'hi for ada' });
    expect(seen.mock.calls[0][0].agent).toMatchObject({ toolCallId: 'call-0' });
  });
});

describe('toMastra (1.x): direct execute', () => {
  it('returns what execute returns, defaults applied', async () => {
    const run = (tool: StandardTool, input: unknown) =>
      (toMastra(tool) as unknown as AnyMastraTool).execute!(input, {});
    expect(await run(weatherTool, { city: 'Oslo', days: 2 })).toBe('Oslo: 21°C for 2 days');
    expect(await run(searchTool, { query: 'zod' })).toBe('5 results for zod');
    expect(await run(addTool, { a: 40, b: 2 })).toBe('42');
    expect(await run(clockTool, {})).toBe('2026-11-30T12:00:00.000Z');
    expect(await run(forecastTool, { city: 'Oslo' })).toEqual({ city: 'Oslo', highC: 24, lowC: 12 });
    expect(await run(contextTool, { echo: 'e' })).toBe('e; context=object');
    await expect(run(failingTool, { reason: 'r' })).rejects.toThrow('failed: r');
  });

  it('returns (does not throw) input and output validation failures, as Mastra does', async () => {
    const execute = vi.fn(searchTool.execute);
    const search = toMastra({ ...searchTool, execute }) as unknown as AnyMastraTool;
    expect(await search.execute!({ query: 'z' }, {})).toMatchObject({
      error: true,
      message: expect.stringContaining('Tool input validation failed for search_docs'),
      validationErrors: { fields: { query: { errors: ['Invalid length: Expected >=2 but received 1'] } } },
    });
    expect(execute).not.toHaveBeenCalled();
    const broken = toMastra({ ...forecastTool, execute: async () => ({ city: 'Rome', highC: 'hot', lowC: 1 }) as any });
    expect(await (broken as unknown as AnyMastraTool).execute!({ city: 'Rome' }, {})).toMatchObject({
      error: true,
      message: expect.stringContaining('Tool output validation failed for forecast'),
    });
  });

  it('gives execute no input when the tool has no schema, and the ctx it was called with', async () => {
    const execute = vi.fn(async () => 'ok');
    const clock = toMastra({ ...clockTool, execute }) as unknown as AnyMastraTool;
    const ctx = { requestContext: new RequestContext([['user', 'bob']]) };
    await clock.execute!({ stray: 1 }, ctx);
    expect(execute.mock.calls[0]).toEqual([undefined, ctx]);
  });

  it('passes createTool options through; title comes from the tool unless overridden', () => {
    const plain = toMastra(weatherTool) as unknown as Record<string, unknown>;
    expect(plain.id).toBe('get_weather');
    expect(plain.title).toBe('Weather');
    const approved = toMastra(weatherTool, { requireApproval: true, title: 'Weather now' } as any) as unknown as Record<
      string,
      unknown
    >;
    expect(approved.requireApproval).toBe(true);
    expect(approved.title).toBe('Weather now');
  });
});

describe('toMastra (1.x): validate-only Standard Schemas', () => {
  /** Plain valibot: `~standard.validate` but no `~standard.jsonSchema`. */
  const plainSearch = {
    ...searchTool,
    inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
  } satisfies StandardTool;

  it('natively, Mastra 1.x sends the schema object to the model and skips validation', async () => {
    const native = createTool({
      id: 'search_docs',
      description: searchTool.description,
      inputSchema: plainSearch.inputSchema as any,
      execute: async (input: any) => plainSearch.execute(input),
    });
    expect(await native.execute!({ query: 'z' } as any, {} as any)).toBe('undefined results for z');
    const run = await mastraV1AgentRun({ search_docs: native }, []);
    expect(run.definitions.search_docs.inputSchema).toMatchObject({ kind: 'schema', type: 'object' });
  });

  it('through the adapter, the model gets JSON Schema (valibot fallback) and Mastra validates', async () => {
    const adapted = toMastra(plainSearch) as unknown as AnyMastraTool;
    const run = await mastraV1AgentRun({ search_docs: adapted }, [{ name: 'search_docs', args: { query: 'zod' } }]);
    expect(run.definitions.search_docs.inputSchema).toEqual(expectedInputSchemas.search_docs);
    expect(run.results[0].output).toEqual({ type: 'text', value: '5 results for zod' });
    expect(await adapted.execute!({ query: 'z' }, {})).toMatchObject({
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

describe('toMastra (1.x): equivalence with createTool', () => {
  /** The native definition: `createTool` with the same schema, running the same execute. */
  function nativeTool(standard: StandardTool, inputSchema = standard.inputSchema) {
    return createTool({
      id: standard.name,
      ...(standard.title !== undefined && { title: standard.title }),
      description: standard.description,
      ...(inputSchema && { inputSchema: inputSchema as any }),
      ...(standard.outputSchema && { outputSchema: standard.outputSchema as any }),
      execute: async (input: any, ctx: any) => standard.execute(input, ctx),
    });
  }

  const calls: MastraToolCall[] = [
    { name: 'get_weather', args: { city: 'Oslo' } },
    { name: 'get_weather', args: { city: 'Oslo', unit: 'k' } },
    { name: 'search_docs', args: { query: 'zod' } },
    { name: 'search_docs', args: { query: 'z' } },
    { name: 'add', args: { a: 2, b: 3 } },
    { name: 'add', args: { a: 2.5, b: 3 } },
    { name: 'server_time', args: {} },
    { name: 'always_fails', args: { reason: 'x' } },
    { name: 'always_fails', args: {} },
    { name: 'forecast', args: { city: 'Rome' } },
    { name: 'whoami', args: { echo: 'hi' } },
  ];

  it('same schemas: identical tool definitions and identical results in an agent run', async () => {
    const natives = await mastraV1AgentRun(
      byName(allStandardTools, (tool) => nativeTool(tool)),
      calls,
    );
    const adapted = await mastraV1AgentRun(byName(allStandardTools, toMastra), calls);
    expect(adapted.definitions).toEqual(natives.definitions);
    expect(adapted.results).toEqual(natives.results);
    expect(adapted.results).toHaveLength(calls.length);
  });

  it('same schemas: identical direct results (valid, invalid, throwing)', async () => {
    for (const call of calls) {
      const standard = allStandardTools.find((tool) => tool.name === call.name)!;
      const native = nativeTool(standard) as unknown as AnyMastraTool;
      const adapted = toMastra(standard) as unknown as AnyMastraTool;
      const settle = (tool: AnyMastraTool) =>
        tool.execute!(call.args, {}).then(
          (value) => ({ value }),
          (error: Error) => ({ error: error.message }),
        );
      expect(await settle(adapted), JSON.stringify(call)).toEqual(await settle(native));
    }
  });

  it('zod 4 twins of the valibot and arktype tools: the same results, another converter', async () => {
    const twins = {
      search_docs: z.object({ query: z.string().min(2), limit: z.number().default(5) }),
      add: z.object({ a: z.number().int(), b: z.number().int() }),
    };
    const twinCalls = calls.filter((call) => call.name in twins);
    const natives = await mastraV1AgentRun(
      { search_docs: nativeTool(searchTool, twins.search_docs), add: nativeTool(addTool, twins.add) },
      twinCalls,
    );
    const adapted = await mastraV1AgentRun({ search_docs: toMastra(searchTool), add: toMastra(addTool) }, twinCalls);
    // Unavoidable: the schema library is the tool author's. zod 4 closes objects
    // (`additionalProperties: false`) and bounds `.int()` to the safe integers.
    const safe = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
    expect(natives.definitions.search_docs.inputSchema).toEqual({
      ...expectedInputSchemas.search_docs,
      additionalProperties: false,
    });
    expect(natives.definitions.add.inputSchema).toEqual({
      ...expectedInputSchemas.add,
      properties: { a: { type: 'integer', ...safe }, b: { type: 'integer', ...safe } },
      additionalProperties: false,
    });
    // Results: valid calls agree; failures agree in shape and field, wording is each library's.
    const [ours, theirs] = [adapted.results, natives.results];
    expect([ours[0], ours[2]]).toEqual([theirs[0], theirs[2]]);
    for (const index of [1, 3]) {
      const mine = (ours[index].output as { value: any }).value;
      const native = (theirs[index].output as { value: any }).value;
      expect(mine.error).toBe(true);
      expect(native.error).toBe(true);
      expect(Object.keys(mine.validationErrors.fields)).toEqual(Object.keys(native.validationErrors.fields));
    }
  });
});
