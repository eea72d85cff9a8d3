/**
 * The OpenAI Agents SDK adapter against the real SDK, offline: 0.20 as installed and 0.3
 * (`openai-agents-v0-3`, zod 3 or 4), one `describe.each` row each, the adapter loaded with
 * '@openai/agents' pointing at that version. A tool is driven through its `invoke` with a
 * RunContext, as the SDK's runner calls it (no model call); what the model is told is the
 * function tool's name, description, parameters and strictness.
 */
import { Agent, RunContext, tool } from '@openai/agents';
import * as v03 from 'openai-agents-v0-3';
import { describe, expect, it } from 'vitest';
import { z as z3 } from 'zod3';
import { z } from 'zod';
import type * as adapterModule from '../../adapters/openai-agents';
import { fromJsonSchema } from '../../adapters/json-schema-input';
import {
  addTool,
  clockTool,
  contextTool,
  failingTool,
  forecastTool,
  searchTool,
  weatherTool as sharedWeatherTool,
} from '../support/standard-tools';
import { loadAdapter } from './support/load-adapter';

type Adapter = typeof adapterModule;

interface Row {
  version: string;
  load: () => Promise<Adapter>;
  /** The SDK's own `tool()` and `RunContext` of this version: the native tool to compare with. */
  tool: typeof tool;
  runContext: () => RunContext;
  /** What the default error function returns for an invalid input. */
  invalidInput: string;
  /** Its schema libraries besides zod (0.3 takes zod and JSON Schema only). */
  standardJsonSchemas: boolean;
}

/** The shared weather tool without its optional field: the SDK's strict mode wants `.nullable()` too (0.3 refuses). */
const weatherTool = {
  ...sharedWeatherTool,
  inputSchema: z.object({ city: z.string().describe('City name'), unit: z.enum(['c', 'f']).default('c') }),
};

const GENERIC = 'An error occurred while running the tool. Please try again.';

const rows: Row[] = [
  {
    version: '0.20',
    load: () => loadAdapter({ load: () => import('../../adapters/openai-agents') }),
    tool,
    runContext: () => new RunContext({ user: 'ada' }),
    invalidInput: GENERIC,
    standardJsonSchemas: true,
  },
  {
    version: '0.3',
    load: () =>
      loadAdapter({
        load: () => import('../../adapters/openai-agents'),
        redirects: { '@openai/agents': () => import('openai-agents-v0-3') },
      }),
    tool: v03.tool as unknown as typeof tool,
    runContext: () => new v03.RunContext({ user: 'ada' }) as unknown as RunContext,
    invalidInput: `${GENERIC} Error: InvalidToolInputError: Invalid JSON input for tool`,
    standardJsonSchemas: false,
  },
];

describe.each(rows)('OpenAI Agents SDK $version', (row) => {
  it('tells the model what a native tool() with the same schema tells it', async () => {
    const { toOpenAIAgents } = await row.load();
    const adapted = toOpenAIAgents(weatherTool);
    const native = row.tool({
      name: 'get_weather',
      description: weatherTool.description,
      parameters: weatherTool.inputSchema,
      execute: async () => '',
    });
    expect(adapted.type).toBe('function');
    expect(adapted.name).toBe('get_weather');
    expect(adapted.description).toBe(weatherTool.description);
    expect(adapted.parameters).toEqual(native.parameters);
    expect(adapted.strict).toBe(true);
  });

  it('runs execute with the parsed input (defaults applied), and the run context as its context', async () => {
    const { toOpenAIAgents } = await row.load();
    const runContext = row.runContext();
    expect(await toOpenAIAgents(weatherTool).invoke(runContext, '{"city":"Paris"}')).toBe('Paris: 21°C');
    expect(await toOpenAIAgents(contextTool).invoke(runContext, '{"echo":"hi"}')).toBe('hi; context=object');
    let seen: unknown;
    await toOpenAIAgents({ ...contextTool, execute: async (_input, context) => (seen = context) }).invoke(
      runContext,
      '{"echo":"x"}',
    );
    expect(seen).toBe(runContext);
  });

  it('answers an invalid input and a throw with the SDK own texts', async () => {
    const { toOpenAIAgents } = await row.load();
    const runContext = row.runContext();
    expect(await toOpenAIAgents(weatherTool).invoke(runContext, '{"city":3}')).toBe(row.invalidInput);
    expect(await toOpenAIAgents(weatherTool).invoke(runContext, 'not json')).toBe(row.invalidInput);
    const failing = await toOpenAIAgents(failingTool).invoke(runContext, '{"reason":"x"}');
    const nativeFailing = await row
      .tool({
        name: 'always_fails',
        description: failingTool.description,
        parameters: failingTool.inputSchema,
        execute: failingTool.execute,
      })
      .invoke(runContext, '{"reason":"x"}');
    expect(failing).toBe(nativeFailing);
  });

  it('passes strict, needsApproval, errorFunction and isEnabled to tool()', async () => {
    const { toOpenAIAgents } = await row.load();
    const runContext = row.runContext();
    const adapted = toOpenAIAgents(failingTool, {
      needsApproval: async (_context, { reason }) => reason === 'ask',
      errorFunction: (_context, error) => `handled: ${(error as Error).message}`,
      isEnabled: ({ runContext: context }) => context.context !== undefined,
    });
    expect(await adapted.needsApproval(runContext, { reason: 'ask' }, 'c1')).toBe(true);
    expect(await adapted.needsApproval(runContext, { reason: 'no' }, 'c1')).toBe(false);
    expect(await adapted.invoke(runContext, '{"reason":"x"}')).toBe('handled: failed: x');
    expect(await adapted.isEnabled(runContext, new Agent({ name: 'a' }) as never)).toBe(true);
    const loose = toOpenAIAgents(
      { ...searchTool, inputSchema: fromJsonSchema({ type: 'object', properties: {}, additionalProperties: true }) },
      { strict: false },
    );
    expect(loose.strict).toBe(false);
  });

  it('a migrated JSON Schema goes to tool() as it was written', async () => {
    const { toOpenAIAgents } = await row.load();
    const json = {
      type: 'object' as const,
      properties: { word: { type: 'string' } },
      required: ['word'],
      additionalProperties: false as const,
    };
    const adapted = toOpenAIAgents({
      name: 'lookup',
      description: 'Look up',
      inputSchema: fromJsonSchema(json),
      execute: async (input) => JSON.stringify(input),
    });
    const native = row.tool({ name: 'lookup', description: 'Look up', parameters: json, execute: async () => '' });
    expect(adapted.parameters).toEqual(native.parameters);
    // The SDK does not validate a JSON Schema: as before.
    expect(await adapted.invoke(row.runContext(), '{"word":3}')).toBe('{"word":3}');
  });

  it('a tool without input gets the empty closed object and execute no input', async () => {
    const { toOpenAIAgents } = await row.load();
    const adapted = toOpenAIAgents(clockTool);
    expect(adapted.parameters).toEqual({ type: 'object', properties: {}, required: [], additionalProperties: false });
    expect(await adapted.invoke(row.runContext(), '{}')).toBe('2026-11-30T12:00:00.000Z');
  });

  it.runIf(row.standardJsonSchemas)('takes valibot and arktype as the SDK takes them', async () => {
    const { toOpenAIAgents } = await row.load();
    const runContext = row.runContext();
    expect(await toOpenAIAgents(searchTool).invoke(runContext, '{"query":"tea","limit":null}')).toBe(
      '5 results for tea',
    );
    expect(await toOpenAIAgents(addTool).invoke(runContext, '{"a":1,"b":2}')).toBe('3');
    expect(await toOpenAIAgents(addTool).invoke(runContext, '{"a":1.5,"b":2}')).toBe(GENERIC);
    expect(toOpenAIAgents(forecastTool).name).toBe('forecast');
  });
});

describe('OpenAI Agents SDK 0.3 with zod 3', () => {
  it('hands a zod 3 object to tool(), which converts and parses it', async () => {
    const { toOpenAIAgents } = await rows[1]!.load();
    const schema = z3.object({ city: z3.string(), unit: z3.enum(['c', 'f']).default('c') });
    const adapted = toOpenAIAgents({
      name: 'weather',
      description: 'Weather',
      inputSchema: schema,
      execute: async ({ city, unit }: { city: string; unit: string }) => `${city} ${unit}`,
    });
    const native = v03.tool({ name: 'weather', description: 'Weather', parameters: schema, execute: async () => '' });
    expect(adapted.parameters).toEqual(native.parameters);
    expect(await adapted.invoke(new v03.RunContext({}) as never, '{"city":"Oslo","unit":"f"}')).toBe('Oslo f');
  });
});
