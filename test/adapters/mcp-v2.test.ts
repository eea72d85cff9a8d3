/**
 * The MCP adapter for the v2 packages (adapters/mcp-v2.ts) against the real
 * `@modelcontextprotocol/server` and `@modelcontextprotocol/client` 2.4: McpServer and
 * Client over InMemoryTransport, offline.
 *
 * Shared tools on v2: all seven, and all of them natively too. v2 takes any Standard
 * Schema that also emits JSON Schema, so weather, always_fails, forecast, whoami (zod 4),
 * search (valibot + toStandardJsonSchema) and add (arktype) pass through unchanged and
 * behave exactly as native registrations; clock (no input) is registered without an
 * input schema and `execute` gets `(undefined, ctx)`.
 * What v2 cannot take natively, the adapter converts (see "schemas v2 cannot list"):
 * zod 3 (registers, then breaks `tools/list`) and a valibot schema without
 * `~standard.jsonSchema`; both need the project's JSON Schema fallback module.
 */
import { describe, expect, it, vi } from 'vitest';
import { acceptedContent, inputRequired, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import * as v from 'valibot';
import { z as z3 } from 'zod3';
import { z as z41 } from 'zod41';
import '../../adapters/json-schema-valibot';
import '../../adapters/json-schema-zod3';
import { registerMcpTool } from '../../adapters/mcp-v2';
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
import { connectMcpV2, withMcpPair, type McpSession } from './support/mcp-harness';
import { DRAFT_2020_12 } from './support/expected-schemas';

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
      $schema: DRAFT_2020_12,
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
  },
  search_docs: {
    name: 'search_docs',
    description: searchTool.description,
    inputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
      required: ['query'],
    },
  },
  add: {
    name: 'add',
    description: addTool.description,
    inputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'integer' } },
      required: ['a', 'b'],
    },
  },
  server_time: {
    name: 'server_time',
    description: clockTool.description,
    inputSchema: { type: 'object', properties: {} },
  },
  always_fails: {
    name: 'always_fails',
    description: failingTool.description,
    inputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { reason: { type: 'string' } },
      required: ['reason'],
    },
  },
  forecast: {
    name: 'forecast',
    description: forecastTool.description,
    inputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    },
    outputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { city: { type: 'string' }, highC: { type: 'number' }, lowC: { type: 'number' } },
      required: ['city', 'highC', 'lowC'],
      additionalProperties: false,
    },
  },
  whoami: {
    name: 'whoami',
    description: contextTool.description,
    inputSchema: {
      $schema: DRAFT_2020_12,
      type: 'object',
      properties: { echo: { type: 'string' } },
      required: ['echo'],
    },
  },
};

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

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

const invalidCalls: Record<string, { args: Record<string, unknown>; issue: RegExp }> = {
  get_weather: { args: { city: 42 }, issue: /city: Invalid input: expected string, received number/ },
  search_docs: { args: { query: 'x' }, issue: /query: Invalid length/ },
  add: { args: { a: 1.5, b: 2 }, issue: /a: a must be an integer/ },
  always_fails: { args: {}, issue: /reason/ },
  whoami: { args: { echo: 7 }, issue: /echo: Invalid input: expected string/ },
};

function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

function spied(tool: StandardTool) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute }, execute };
}

async function withAdapted(tools: StandardTool[], check: (session: McpSession) => Promise<void>, options?: object) {
  const session = await connectMcpV2((server) => {
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

describe('registerMcpTool on @modelcontextprotocol/server 2.x', () => {
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
          new RegExp(`^Input validation error: Invalid arguments for tool ${name}: `),
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

  it('the no-input tool is called with (undefined, ctx)', async () => {
    const { tool, execute } = spied(clockTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('server_time', {});
    });
    const [input, ctx] = execute.mock.calls[0] as unknown[];
    expect(input).toBeUndefined();
    expect(ctx).toMatchObject({ mcpReq: { signal: expect.any(AbortSignal), method: 'tools/call' } });
  });

  it('ctx reaches execute as its context', async () => {
    const { tool, execute } = spied(contextTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('whoami', { echo: 'hi' });
    });
    expect(execute.mock.calls[0][1]).toMatchObject({
      mcpReq: {
        id: expect.anything(),
        method: 'tools/call',
        signal: expect.any(AbortSignal),
        notify: expect.any(Function),
      },
    });
  });

  it('options: title overrides the tool title; icons pass through', async () => {
    const icons = [{ src: 'https://example.com/sun.png', mimeType: 'image/png' }];
    await withAdapted(
      [weatherTool],
      async (session) => {
        const listed = (await session.listTools()).get_weather;
        expect(listed.title).toBe('Weather (live)');
        expect(listed.icons).toEqual(icons);
      },
      { title: 'Weather (live)', icons },
    );
  });

  describe('result envelope', () => {
    const returning = (value: unknown): StandardTool => ({
      name: 'give',
      description: 'returns a fixed value',
      inputSchema: addTool.inputSchema,
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
        expect(await session.callTool('give', { a: 1, b: 1 })).toEqual(expected);
      });
    });
  });

  describe('schemas v2 cannot list natively', () => {
    const zod3Weather = {
      ...weatherTool,
      inputSchema: z3.object({
        city: z3.string().describe('City name'),
        unit: z3.enum(['c', 'f']).default('c'),
        days: z3.number().int().min(1).max(7).optional(),
      }),
    } satisfies StandardTool;

    it('zod 3: natively tools/list fails; through the adapter it lists and validates with zod 3', async () => {
      const native = await connectMcpV2((server) =>
        server.registerTool(
          'get_weather',
          { description: 'd', inputSchema: zod3Weather.inputSchema as any },
          async () => text(''),
        ),
      );
      await expect(native.listTools()).rejects.toThrow(/zod 3/);
      await native.close();

      const { tool, execute } = spied(zod3Weather);
      await withAdapted([tool], async (session) => {
        expect((await session.listTools()).get_weather.inputSchema).toEqual(
          (expectedListing.get_weather as { inputSchema: unknown }).inputSchema,
        );
        expect(await session.callTool('get_weather', { city: 'Paris' })).toEqual(text('Paris: 21°C'));
        const invalid = await session.callTool('get_weather', { city: 'Rome', days: 9 });
        expect(invalid.isError).toBe(true);
        expect(invalid.content[0].text).toMatch(
          /^Input validation error: Invalid arguments for tool get_weather: days: /,
        );
      });
      expect(execute.mock.calls[0][0]).toEqual({ city: 'Paris', unit: 'c' });
    });

    it('a zod 3 output schema is listed (output side) and checked', async () => {
      const forecast3 = {
        ...forecastTool,
        inputSchema: z3.object({ city: z3.string() }),
        outputSchema: z3.object({ city: z3.string(), highC: z3.number(), lowC: z3.number() }),
      } satisfies StandardTool;
      await withAdapted([forecast3], async (session) => {
        expect((await session.listTools()).forecast.outputSchema).toEqual(
          (expectedListing.forecast as { outputSchema: unknown }).outputSchema,
        );
        expect(await session.callTool('forecast', { city: 'Oslo' })).toEqual(validCalls.forecast.result);
      });
      const broken = { ...forecast3, execute: async () => ({ city: 'Oslo', highC: 'warm', lowC: 1 }) };
      await withAdapted([broken as StandardTool], async (session) => {
        const result = await session.callTool('forecast', { city: 'Oslo' });
        expect(result.isError).toBe(true);
        expect(result.content[0].text).toMatch(
          /^Output validation error: Invalid structured content for tool forecast: highC: /,
        );
      });
    });

    it('valibot without toStandardJsonSchema: natively tools/list fails; through the adapter it works', async () => {
      const plainSearch = {
        ...searchTool,
        inputSchema: v.object({ query: v.pipe(v.string(), v.minLength(2)), limit: v.optional(v.number(), 5) }),
      } satisfies StandardTool;
      const native = await connectMcpV2((server) =>
        server.registerTool(
          'search_docs',
          { description: 'd', inputSchema: plainSearch.inputSchema as any },
          async () => text(''),
        ),
      );
      await expect(native.listTools()).rejects.toThrow(/valibot/);
      await native.close();

      await withAdapted([plainSearch], async (session) => {
        expect(await session.listTools()).toEqual({ search_docs: expectedListing.search_docs });
        expect(await session.callTool('search_docs', { query: 'mcp' })).toEqual(text('5 results for mcp'));
      });
    });

    it('a schema no converter knows fails at registration, not at the first tools/list', async () => {
      const opaque = {
        ...searchTool,
        inputSchema: {
          '~standard': { version: 1 as const, vendor: 'acme', validate: (value: unknown) => ({ value }) },
        },
      };
      await expect(withAdapted([opaque], async () => undefined)).rejects.toThrow(/acme/);
    });
  });

  describe('equivalence with the same tool registered natively', () => {
    const nativeText = (tool: StandardTool<any, any>) => async (args: any, ctx: unknown) =>
      text(await tool.execute(args, ctx));

    type NativeRegistration = [
      string,
      (server: McpServer) => void,
      StandardTool,
      Array<Record<string, unknown> | undefined>,
    ];
    const registrations: NativeRegistration[] = [
      [
        'weather (zod 4)',
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
        'search (valibot + toStandardJsonSchema)',
        (server) =>
          server.registerTool(
            'search_docs',
            { description: searchTool.description, inputSchema: searchTool.inputSchema },
            nativeText(searchTool),
          ),
        searchTool,
        [{ query: 'mcp' }, { query: 'x' }],
      ],
      [
        'add (arktype)',
        (server) =>
          server.registerTool(
            'add',
            { description: addTool.description, inputSchema: addTool.inputSchema },
            nativeText(addTool),
          ),
        addTool,
        [
          { a: 1, b: 2 },
          { a: 1.5, b: 2 },
        ],
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
        'whoami (reads ctx)',
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
          server.registerTool('server_time', { description: clockTool.description }, async (ctx) =>
            text(await (clockTool as StandardTool<any, any>).execute(undefined, ctx)),
          ),
        clockTool,
        [undefined, {}, { ignored: true }],
      ],
    ];

    it.each(registrations)('%s: same listTools entry and same results', async (_, registerNative, tool, calls) => {
      await withMcpPair(
        connectMcpV2,
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

    it('a multi-round-trip tool (returns inputRequired, then its text): same result', async () => {
      const confirmation = z.object({ confirm: z.boolean() });
      const deploy = {
        name: 'deploy',
        description: 'asks the user first',
        inputSchema: z.object({ env: z.string() }),
        execute: async ({ env }: { env: string }, ctx?: ServerContext) => {
          const confirmed = acceptedContent(ctx?.mcpReq.inputResponses, 'confirm', confirmation);
          if (confirmed?.confirm !== true) {
            return inputRequired({
              inputRequests: {
                confirm: inputRequired.elicit({ message: `Deploy to ${env}?`, requestedSchema: confirmation }),
              },
            });
          }
          return `deployed to ${env}`;
        },
      } satisfies StandardTool;
      const asked: string[] = [];
      const clientSetup = {
        capabilities: { elicitation: { form: {} } },
        setup: (client: any) =>
          client.setRequestHandler('elicitation/create', async (request: any) => {
            asked.push(request.params.message);
            return { action: 'accept', content: { confirm: true } };
          }),
      };
      const connect = (register: (server: McpServer) => void) => connectMcpV2(register, clientSetup);
      await withMcpPair(
        connect,
        (server) =>
          server.registerTool(
            'deploy',
            { description: deploy.description, inputSchema: deploy.inputSchema },
            async (args, ctx) => {
              const result = await deploy.execute(args, ctx);
              return typeof result === 'string' ? text(result) : result;
            },
          ),
        (server) => registerMcpTool(server, deploy),
        async (native, adapted) => {
          expect(await adapted.callTool('deploy', { env: 'prod' })).toEqual(
            await native.callTool('deploy', { env: 'prod' }),
          );
        },
      );
      expect(asked).toEqual(['Deploy to prod?', 'Deploy to prod?']);
    });

    it('zod 4.1 (no ~standard.jsonSchema): passed through to the SDK fallback, like a native registration', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const zod41Tool = {
        name: 'double',
        description: 'zod 4.1',
        inputSchema: z41.object({ n: z41.number().default(3) }),
        execute: async ({ n }: { n: number }) => String(n * 2),
      } satisfies StandardTool;
      try {
        await withMcpPair(
          connectMcpV2,
          (server) =>
            server.registerTool(
              'double',
              { description: zod41Tool.description, inputSchema: zod41Tool.inputSchema as any },
              nativeText(zod41Tool),
            ),
          (server) => registerMcpTool(server, zod41Tool),
          async (native, adapted) => {
            expect(await adapted.listTools()).toEqual(await native.listTools());
            expect(await adapted.callTool('double', {})).toEqual(text('6'));
            expect(await adapted.callTool('double', { n: 'x' })).toEqual(await native.callTool('double', { n: 'x' }));
          },
        );
      } finally {
        warn.mockRestore();
      }
    });
  });
});
