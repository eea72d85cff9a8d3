/**
 * The MCP adapter for `@modelcontextprotocol/sdk` 1.x (adapters/mcp.ts) against the real
 * SDK 1.32: McpServer and Client over InMemoryTransport, offline.
 *
 * Shared tools on v1: all seven.
 * - weather, always_fails, forecast, whoami (zod 4): passed through, so the SDK lists and
 *   validates them itself, exactly as a native registration;
 * - search (valibot) and add (arktype): v1 rejects them at registration; the adapter
 *   registers a loose zod object that lists their own draft-07 JSON, and validates with
 *   the schema itself in the callback (defaults and transforms apply);
 * - clock (no input): registered without an input schema, like a native tool without
 *   one; the SDK then calls the callback with `extra` alone, and `execute` gets
 *   `(undefined, extra)`.
 */
import { describe, expect, it, vi } from 'vitest';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type } from 'arktype';
import * as v from 'valibot';
import { z as z3 } from 'zod3';
import { registerMcpTool } from '../../adapters/mcp';
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
import { connectMcpV1, withMcpPair, type McpSession } from './support/mcp-harness';
import { DRAFT_07 } from './support/expected-schemas';

const NO_TASKS = { taskSupport: 'forbidden' };
const weatherOptions = {
  annotations: { readOnlyHint: true, openWorldHint: false },
  _meta: { 'example.com/owner': 'weather-team' },
};

const expectedListing: Record<string, unknown> = {
  get_weather: {
    name: 'get_weather',
    title: 'Weather',
    description: weatherTool.description,
    inputSchema: {
      $schema: DRAFT_07,
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name' },
        unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
        days: { type: 'integer', minimum: 1, maximum: 7 },
      },
      required: ['city'],
    },
    annotations: weatherOptions.annotations,
    _meta: weatherOptions._meta,
    execution: NO_TASKS,
  },
  search_docs: {
    name: 'search_docs',
    description: searchTool.description,
    inputSchema: {
      $schema: DRAFT_07,
      type: 'object',
      properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
      required: ['query'],
    },
    execution: NO_TASKS,
  },
  add: {
    name: 'add',
    description: addTool.description,
    inputSchema: {
      $schema: DRAFT_07,
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'integer' } },
      required: ['a', 'b'],
    },
    execution: NO_TASKS,
  },
  server_time: {
    name: 'server_time',
    description: clockTool.description,
    inputSchema: { type: 'object', properties: {} },
    execution: NO_TASKS,
  },
  always_fails: {
    name: 'always_fails',
    description: failingTool.description,
    inputSchema: {
      $schema: DRAFT_07,
      type: 'object',
      properties: { reason: { type: 'string' } },
      required: ['reason'],
    },
    execution: NO_TASKS,
  },
  forecast: {
    name: 'forecast',
    description: forecastTool.description,
    inputSchema: { $schema: DRAFT_07, type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    outputSchema: {
      $schema: DRAFT_07,
      type: 'object',
      properties: { city: { type: 'string' }, highC: { type: 'number' }, lowC: { type: 'number' } },
      required: ['city', 'highC', 'lowC'],
      additionalProperties: false,
    },
    execution: NO_TASKS,
  },
  whoami: {
    name: 'whoami',
    description: contextTool.description,
    inputSchema: { $schema: DRAFT_07, type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] },
    execution: NO_TASKS,
  },
};

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** A valid call per shared tool, what `execute` must receive (defaults applied) and the result. */
const validCalls: Record<string, { args?: Record<string, unknown>; executeInput: unknown; result: unknown }> = {
  get_weather: { args: { city: 'Paris' }, executeInput: { city: 'Paris', unit: 'c' }, result: text('Paris: 21°C') },
  search_docs: { args: { query: 'mcp' }, executeInput: { query: 'mcp', limit: 5 }, result: text('5 results for mcp') },
  add: { args: { a: 1, b: 2 }, executeInput: { a: 1, b: 2 }, result: text('3') },
  server_time: { executeInput: undefined, result: text('2026-11-30T12:00:00.000Z') },
  forecast: {
    args: { city: 'Oslo' },
    executeInput: { city: 'Oslo' },
    result: {
      ...text('{"city":"Oslo","highC":24,"lowC":12}'),
      structuredContent: { city: 'Oslo', highC: 24, lowC: 12 },
    },
  },
  whoami: { args: { echo: 'hi' }, executeInput: { echo: 'hi' }, result: text('hi; context=object') },
};

/** Input each schema rejects, and the issue the message must name. */
const invalidCalls: Record<string, { args: Record<string, unknown>; issue: RegExp }> = {
  get_weather: { args: { city: 42 }, issue: /expected string, received number/ },
  search_docs: { args: { query: 'x' }, issue: /query: Invalid length/ },
  add: { args: { a: 1.5, b: 2 }, issue: /a: a must be an integer \(was 1\.5\)/ },
  always_fails: { args: {}, issue: /reason/ },
  whoami: { args: { echo: 7 }, issue: /expected string/ },
};

function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

function spied(tool: StandardTool) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute }, execute };
}

/** Registers the adapted tools, runs `check`, closes. */
async function withAdapted(tools: StandardTool[], check: (session: McpSession) => Promise<void>, options?: object) {
  const session = await connectMcpV1((server) => {
    for (const tool of tools) {
      registerMcpTool(server, tool, tool.name === 'get_weather' ? (options ?? weatherOptions) : undefined);
    }
  });
  try {
    await check(session);
  } finally {
    await session.close();
  }
}

describe('registerMcpTool on @modelcontextprotocol/sdk 1.x', () => {
  it('listTools shows name, title, description, input and output schema, annotations and _meta', async () => {
    await withAdapted([...allStandardTools], async (session) => {
      expect(await session.listTools()).toEqual(expectedListing);
    });
  });

  describe('a valid call reaches execute with the parsed input and returns the wrapped result', () => {
    it.each(Object.keys(validCalls))('%s', async (name) => {
      const { tool, execute } = spied(sharedTool(name));
      const expected = validCalls[name];
      await withAdapted([tool], async (session) => {
        expect(await session.callTool(name, expected.args)).toEqual(expected.result);
      });
      expect(execute).toHaveBeenCalledOnce();
      expect(execute.mock.calls[0][0]).toEqual(expected.executeInput);
    });
  });

  describe('invalid input gives the SDK input-validation error and never reaches execute', () => {
    it.each(Object.entries(invalidCalls))('%s', async (name, { args, issue }) => {
      const { tool, execute } = spied(sharedTool(name));
      await withAdapted([tool], async (session) => {
        const result = await session.callTool(name, args);
        expect(result).toEqual({ ...text(expect.any(String) as never), isError: true });
        expect(result.content[0].text).toMatch(
          new RegExp(`^MCP error -32602: Input validation error: Invalid arguments for tool ${name}: `),
        );
        expect(result.content[0].text).toMatch(issue);
      });
      expect(execute).not.toHaveBeenCalled();
    });
  });

  it('a throwing tool gives { content: [text(message)], isError: true }', async () => {
    await withAdapted([failingTool], async (session) => {
      expect(await session.callTool('always_fails', { reason: 'boom' })).toEqual({
        ...text('failed: boom'),
        isError: true,
      });
    });
  });

  it('the no-input tool is called with (undefined, extra)', async () => {
    const { tool, execute } = spied(clockTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('server_time', {});
    });
    const [input, extra] = execute.mock.calls[0] as unknown[];
    expect(input).toBeUndefined();
    expect(extra).toMatchObject({ signal: expect.any(AbortSignal), requestId: expect.anything() });
  });

  it('extra reaches execute as its context', async () => {
    const { tool, execute } = spied(contextTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('whoami', { echo: 'hi' });
    });
    expect(execute.mock.calls[0][1]).toMatchObject({
      signal: expect.any(AbortSignal),
      requestId: expect.anything(),
      sendNotification: expect.any(Function),
    });
  });

  it('options: title overrides the tool title', async () => {
    await withAdapted(
      [weatherTool],
      async (session) => {
        expect((await session.listTools()).get_weather.title).toBe('Weather (live)');
      },
      { title: 'Weather (live)' },
    );
  });

  describe('result envelope', () => {
    const returning = (value: unknown): StandardTool => ({
      name: 'give',
      description: 'returns a fixed value',
      inputSchema: z3.object({}),
      execute: async () => value,
    });
    const cases: Array<[string, unknown, unknown]> = [
      ['a string: one text block', 'plain', text('plain')],
      ['an object: JSON text plus structuredContent', { a: 1 }, { ...text('{"a":1}'), structuredContent: { a: 1 } }],
      ['an array: JSON text only (structuredContent must be an object)', [1, 2], text('[1,2]')],
      ['a number: JSON text', 42, text('42')],
      ['undefined: no content', undefined, { content: [] }],
      [
        'a CallToolResult: unchanged',
        {
          content: [text('a').content[0], { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }],
          _meta: { k: 1 },
        },
        {
          content: [text('a').content[0], { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' }],
          _meta: { k: 1 },
        },
      ],
      ['an isError result: unchanged', { ...text('nope'), isError: true }, { ...text('nope'), isError: true }],
    ];
    it.each(cases)('%s', async (_, value, expected) => {
      await withAdapted([returning(value)], async (session) => {
        expect(await session.callTool('give', {})).toEqual(expected);
      });
    });
  });

  describe('non-zod schemas', () => {
    it('validate with the schema itself: its transforms apply', async () => {
      const shout = {
        name: 'shout',
        description: 'arktype with a morph',
        inputSchema: type({ word: type('string').pipe((word) => word.toUpperCase()) }),
        execute: async ({ word }: { word: string }) => `${word}!`,
      } satisfies StandardTool;
      await withAdapted([shout], async (session) => {
        expect(await session.callTool('shout', { word: 'mcp' })).toEqual(text('MCP!'));
      });
    });

    it('an output schema is listed and checked against structuredContent, as the SDK does for zod', async () => {
      const sum = (result: unknown): StandardTool => ({
        name: 'sum',
        description: 'arktype output schema',
        inputSchema: type({ a: 'number', b: 'number' }),
        outputSchema: type({ sum: 'number' }),
        execute: async () => result,
      });
      await withAdapted([sum({ sum: 3 })], async (session) => {
        expect((await session.listTools()).sum.outputSchema).toEqual({
          $schema: DRAFT_07,
          type: 'object',
          properties: { sum: { type: 'number' } },
          required: ['sum'],
        });
        expect(await session.callTool('sum', { a: 1, b: 2 })).toEqual({
          ...text('{"sum":3}'),
          structuredContent: { sum: 3 },
        });
      });
      await withAdapted([sum({ sum: 'three' })], async (session) => {
        const result = await session.callTool('sum', { a: 1, b: 2 });
        expect(result.isError).toBe(true);
        expect(result.content[0].text).toMatch(
          /^MCP error -32602: Output validation error: Invalid structured content for tool sum: sum: sum must be a number/,
        );
      });
    });

    it('a schema without a JSON Schema converter fails at registration, naming the fix', async () => {
      const plain = { ...searchTool, inputSchema: v.object({ query: v.string() }) };
      await expect(withAdapted([plain], async () => undefined)).rejects.toThrow(/toStandardJsonSchema/);
    });
  });

  describe('zod 3 objects: the raw shape, the one form every registerTool (1.12+) takes', () => {
    /** A stand-in server that records what registerTool receives. */
    const recordingServer = () => {
      const configs: any[] = [];
      const server = {
        registerTool: (_name: string, config: unknown) => (configs.push(config), {}),
      } as unknown as McpServer;
      return { server, configs };
    };
    const withSchema = (inputSchema: unknown): StandardTool => ({
      ...addTool,
      inputSchema: inputSchema as StandardTool['inputSchema'],
    });

    it('a plain z.object() goes in as its shape', () => {
      const { server, configs } = recordingServer();
      const schema = z3.object({ a: z3.number(), b: z3.number().default(1) });
      registerMcpTool(server, withSchema(schema));
      expect(configs[0].inputSchema).toBe(schema.shape);
    });

    it.each([
      ['.strict()', z3.object({ a: z3.number() }).strict()],
      ['.passthrough()', z3.object({ a: z3.number() }).passthrough()],
      ['.describe()', z3.object({ a: z3.number() }).describe('numbers')],
      ['.catchall()', z3.object({ a: z3.number() }).catchall(z3.string())],
      ['.refine()', z3.object({ a: z3.number() }).refine((value) => value.a > 0)],
    ])('an object with %s goes in whole: its shape would lose that', (_, schema) => {
      const { server, configs } = recordingServer();
      registerMcpTool(server, withSchema(schema));
      expect(configs[0].inputSchema).toBe(schema);
    });

    it('zod 4 objects go in whole (they need sdk >= 1.23, which takes objects)', () => {
      const { server, configs } = recordingServer();
      registerMcpTool(server, weatherTool);
      expect(configs[0].inputSchema).toBe(weatherTool.inputSchema);
    });
  });

  describe('equivalence with the same tool registered natively', () => {
    /** Native handlers: the same `execute`, wrapped by hand as an MCP handler would be. */
    const nativeText = (tool: StandardTool<any, any>) => async (args: any, extra: unknown) =>
      text(await tool.execute(args, extra));

    const zod3Weather = {
      ...weatherTool,
      inputSchema: z3.object({
        city: z3.string().describe('City name'),
        unit: z3.enum(['c', 'f']).default('c'),
        days: z3.number().int().min(1).max(7).optional(),
      }),
    } satisfies StandardTool;

    type NativeRegistration = [
      string,
      (server: McpServer) => void,
      StandardTool,
      Array<Record<string, unknown> | undefined>,
    ];
    const registrations: NativeRegistration[] = [
      [
        'weather (zod 4 object)',
        (server) =>
          server.registerTool(
            'get_weather',
            {
              title: 'Weather',
              description: weatherTool.description,
              inputSchema: weatherTool.inputSchema,
              ...weatherOptions,
            },
            nativeText(weatherTool),
          ),
        weatherTool,
        [{ city: 'Paris' }, { city: 42 }, {}],
      ],
      [
        'weather (zod 3 object)',
        (server) =>
          server.registerTool(
            'get_weather',
            {
              title: 'Weather',
              description: weatherTool.description,
              inputSchema: zod3Weather.inputSchema as any,
              ...weatherOptions,
            },
            nativeText(weatherTool),
          ),
        zod3Weather,
        [{ city: 'Paris' }, { city: 42 }, { city: 'Rome', days: 9 }],
      ],
      [
        'weather (zod 3 raw shape, the pre-1.22 form)',
        (server) =>
          server.registerTool(
            'get_weather',
            {
              title: 'Weather',
              description: weatherTool.description,
              inputSchema: zod3Weather.inputSchema.shape as any,
              ...weatherOptions,
            },
            nativeText(weatherTool),
          ),
        zod3Weather,
        [{ city: 'Paris' }, { city: 42 }],
      ],
      [
        'always_fails (throws)',
        (server) =>
          server.registerTool(
            'always_fails',
            { description: failingTool.description, inputSchema: failingTool.inputSchema },
            nativeText(failingTool),
          ),
        failingTool,
        [{ reason: 'boom' }, {}],
      ],
      [
        'forecast (output schema, structuredContent)',
        (server) =>
          server.registerTool(
            'forecast',
            {
              description: forecastTool.description,
              inputSchema: forecastTool.inputSchema,
              outputSchema: forecastTool.outputSchema,
            },
            async (args) => {
              const output = await forecastTool.execute(args);
              return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
            },
          ),
        forecastTool,
        [{ city: 'Oslo' }, { city: 1 }],
      ],
      [
        'whoami (reads extra)',
        (server) =>
          server.registerTool(
            'whoami',
            { description: contextTool.description, inputSchema: contextTool.inputSchema },
            nativeText(contextTool),
          ),
        contextTool,
        [{ echo: 'hi' }, { echo: 7 }],
      ],
      [
        'clock (no input schema)',
        (server) =>
          server.registerTool('server_time', { description: clockTool.description }, async (extra) =>
            text(await (clockTool as StandardTool<any, any>).execute(undefined, extra)),
          ),
        clockTool,
        [undefined, {}, { ignored: true }],
      ],
    ];

    it.each(registrations)('%s: same listTools entry and same results', async (_, registerNative, tool, calls) => {
      await withMcpPair(
        connectMcpV1,
        registerNative,
        (server) => registerMcpTool(server, tool, tool.name === 'get_weather' ? weatherOptions : undefined),
        async (native, adapted) => {
          expect(await adapted.listTools()).toEqual(await native.listTools());
          for (const args of calls) {
            expect(await adapted.callTool(tool.name, args)).toEqual(await native.callTool(tool.name, args));
          }
        },
      );
    });
  });
});
