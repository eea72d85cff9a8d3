/**
 * The MCP adapters against the real SDKs, McpServer and Client over InMemoryTransport,
 * offline, one table row per major:
 * - 1.x: adapters/mcp.ts on `@modelcontextprotocol/sdk` 1.32;
 * - 2.x: adapters/mcp-v2.ts on `@modelcontextprotocol/server` and `/client` 2.4, with the
 *   valibot and zod 3 JSON Schema fallbacks a project on 2.x with those libraries gets.
 *
 * Shared tools: all seven run on both majors.
 * - weather, always_fails, forecast, whoami (zod 4): passed through, so the SDK lists and
 *   validates them itself, exactly as a native registration;
 * - search (valibot + toStandardJsonSchema) and add (arktype): 2.x takes them natively and
 *   the adapter passes them through; 1.x rejects them at registration, so the adapter
 *   registers a loose zod object that lists their own draft-07 JSON and validates with the
 *   schema itself in the callback (defaults and transforms apply);
 * - clock (no input): registered without an input schema, like a native tool without
 *   one; the SDK then calls the callback with its context alone (`extra` in 1.x, `ctx` in
 *   2.x), and `execute` gets `(undefined, context)`.
 * What one major cannot take natively is in that major's own describe below: 1.x, zod 3
 * raw shapes; 2.x, zod 3 and plain valibot (which break `tools/list` natively), results
 * that ask the client for input, zod 4.1.
 */
import { describe, expect, it, vi } from 'vitest';
import type { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { acceptedContent, inputRequired, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { type } from 'arktype';
import * as v from 'valibot';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { z as z41 } from 'zod41';
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
import { loadAdapter } from './support/load-adapter';
import { sourceAndRendered } from './support/rendered-module';
import { connectMcpV1, connectMcpV2, withMcpPair, type McpSession } from './support/mcp-harness';
import { DRAFT_07, DRAFT_2020_12 } from './support/expected-schemas';

const mcpV1 = await loadAdapter({ load: () => import('../../adapters/mcp') });
const mcpV2 = await loadAdapter({
  load: async () => {
    await import('../../adapters/json-schema-valibot');
    await import('../../adapters/json-schema-zod3');
    return import('../../adapters/mcp-v2');
  },
});

type NativeRegistration = [string, (server: any) => void, StandardTool, Array<Record<string, unknown> | undefined>];

interface McpMajor {
  label: string;
  registerMcpTool: (server: any, tool: StandardTool, options?: object) => unknown;
  connect: (register: (server: any) => void) => Promise<McpSession>;
  /** The `$schema` of every listed schema. */
  dialect: string;
  /** What the SDK adds to every `tools/list` entry. */
  listingExtras: Record<string, unknown>;
  /** Before "Input validation error" / "Output validation error" in a result's text. */
  errorPrefix: string;
  /** The issue each invalid call's message must name, in this major's wording. */
  invalidIssues: Record<string, RegExp>;
  /** Registration options this major passes through to `tools/list` besides `title`. */
  listedOptions: Record<string, unknown>;
  /** The SDK's name for a callback's second argument, which `execute` gets as its context. */
  contextName: string;
  /** What that context carries. */
  context: Record<string, unknown>;
  /** A tool the result-envelope cases return through, and the arguments they call it with. */
  envelope: { inputSchema: StandardTool['inputSchema']; args: Record<string, unknown> };
  /** Native registrations only this major takes (the schema kinds it supports natively). */
  ownRegistrations: NativeRegistration[];
}

const weatherOptions = {
  annotations: { readOnlyHint: true, openWorldHint: false },
  _meta: { 'example.com/owner': 'weather-team' },
};

function expectedListing(dialect: string, extras: Record<string, unknown>): Record<string, unknown> {
  return {
    get_weather: {
      name: 'get_weather',
      title: 'Weather',
      description: weatherTool.description,
      inputSchema: {
        $schema: dialect,
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
      ...extras,
    },
    search_docs: {
      name: 'search_docs',
      description: searchTool.description,
      inputSchema: {
        $schema: dialect,
        type: 'object',
        properties: { query: { type: 'string', minLength: 2 }, limit: { type: 'number', default: 5 } },
        required: ['query'],
      },
      ...extras,
    },
    add: {
      name: 'add',
      description: addTool.description,
      inputSchema: {
        $schema: dialect,
        type: 'object',
        properties: { a: { type: 'integer' }, b: { type: 'integer' } },
        required: ['a', 'b'],
      },
      ...extras,
    },
    server_time: {
      name: 'server_time',
      description: clockTool.description,
      inputSchema: { type: 'object', properties: {} },
      ...extras,
    },
    always_fails: {
      name: 'always_fails',
      description: failingTool.description,
      inputSchema: {
        $schema: dialect,
        type: 'object',
        properties: { reason: { type: 'string' } },
        required: ['reason'],
      },
      ...extras,
    },
    forecast: {
      name: 'forecast',
      description: forecastTool.description,
      inputSchema: { $schema: dialect, type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      outputSchema: {
        $schema: dialect,
        type: 'object',
        properties: { city: { type: 'string' }, highC: { type: 'number' }, lowC: { type: 'number' } },
        required: ['city', 'highC', 'lowC'],
        additionalProperties: false,
      },
      ...extras,
    },
    whoami: {
      name: 'whoami',
      description: contextTool.description,
      inputSchema: { $schema: dialect, type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] },
      ...extras,
    },
  };
}

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

/** Input each schema rejects. */
const invalidCalls: Record<string, Record<string, unknown>> = {
  get_weather: { city: 42 },
  search_docs: { query: 'x' },
  add: { a: 1.5, b: 2 },
  always_fails: {},
  whoami: { echo: 7 },
};

/** The issues of non-zod schemas: the adapter's wording, the same on both majors. */
const adapterIssues = { search_docs: /query: Invalid length/, add: /a: a must be an integer \(was 1\.5\)/ };

/** A zod 3 twin of the shared weather tool. */
const zod3Weather = {
  ...weatherTool,
  inputSchema: z3.object({
    city: z3.string().describe('City name'),
    unit: z3.enum(['c', 'f']).default('c'),
    days: z3.number().int().min(1).max(7).optional(),
  }),
} satisfies StandardTool;

/** A native handler: the same `execute`, wrapped by hand as an MCP handler would be. */
const nativeText = (tool: StandardTool<any, any>) => async (args: any, context: unknown) =>
  text(await tool.execute(args, context));

/** The same tool registered natively with its own schema, for the tools both majors take natively. */
const nativeRegistration = (tool: StandardTool<any, any>, label: string, calls: NativeRegistration[3]) =>
  [
    label,
    (server) =>
      server.registerTool(
        tool.name,
        { description: tool.description, inputSchema: tool.inputSchema },
        nativeText(tool),
      ),
    tool,
    calls,
  ] satisfies NativeRegistration;

/** The weather tool registered natively with `inputSchema`, as written in a 1.x or 2.x code base. */
const nativeWeather = (label: string, inputSchema: unknown, calls: NativeRegistration[3], tool: StandardTool) =>
  [
    label,
    (server) =>
      server.registerTool(
        'get_weather',
        { title: 'Weather', description: weatherTool.description, inputSchema, ...weatherOptions },
        nativeText(weatherTool),
      ),
    tool,
    calls,
  ] satisfies NativeRegistration;

const sourceMajors: McpMajor[] = [
  {
    label: '@modelcontextprotocol/sdk 1.x',
    registerMcpTool: mcpV1.registerMcpTool,
    connect: (register) => connectMcpV1(register),
    dialect: DRAFT_07,
    listingExtras: { execution: { taskSupport: 'forbidden' } },
    errorPrefix: 'MCP error -32602: ',
    // 1.x validates zod itself and words the issue its own way.
    invalidIssues: {
      ...adapterIssues,
      get_weather: /Invalid input: expected string, received number at city/,
      always_fails: /reason/,
      whoami: /Invalid input: expected string, received number at echo/,
    },
    listedOptions: {},
    contextName: 'extra',
    context: { signal: expect.any(AbortSignal), requestId: expect.anything(), sendNotification: expect.any(Function) },
    envelope: { inputSchema: z3.object({}), args: {} },
    ownRegistrations: [
      nativeWeather(
        'weather (zod 3 object)',
        zod3Weather.inputSchema,
        [{ city: 'Paris' }, { city: 42 }, {}],
        zod3Weather,
      ),
      nativeWeather(
        'weather (zod 3 raw shape, the pre-1.22 form)',
        zod3Weather.inputSchema.shape,
        [{ city: 'Paris' }, { city: 42 }],
        zod3Weather,
      ),
    ],
  },
  {
    label: '@modelcontextprotocol/server 2.x',
    registerMcpTool: mcpV2.registerMcpTool,
    connect: (register) => connectMcpV2(register),
    dialect: DRAFT_2020_12,
    listingExtras: {},
    errorPrefix: '',
    invalidIssues: {
      ...adapterIssues,
      get_weather: /city: Invalid input: expected string, received number/,
      always_fails: /reason/,
      whoami: /echo: Invalid input: expected string/,
    },
    listedOptions: { icons: [{ src: 'https://example.com/sun.png', mimeType: 'image/png' }] },
    contextName: 'ctx',
    context: {
      mcpReq: {
        id: expect.anything(),
        method: 'tools/call',
        signal: expect.any(AbortSignal),
        notify: expect.any(Function),
      },
    },
    envelope: { inputSchema: addTool.inputSchema, args: { a: 1, b: 1 } },
    ownRegistrations: [
      nativeRegistration(searchTool, 'search (valibot + toStandardJsonSchema)', [{ query: 'mcp' }, { query: 'x' }]),
      nativeRegistration(addTool, 'add (arktype)', [
        { a: 1, b: 2 },
        { a: 1.5, b: 2 },
      ]),
    ],
  },
];

/** Each major on the source adapter, and on the module the CLI writes for a project on that major. */
const majors = (
  await Promise.all(
    sourceMajors.map(async (major, index) => {
      const project =
        index === 0
          ? {}
          : { packages: { '@modelcontextprotocol/sdk': undefined, '@modelcontextprotocol/server': '2.4.0' } };
      const variants = await sourceAndRendered(`mcp-${index + 1}`, { registerMcpTool: major.registerMcpTool }, project);
      return variants.map(([variant, { registerMcpTool }]) => ({
        ...major,
        label: `${major.label} (${variant})`,
        registerMcpTool,
      }));
    }),
  )
).flat();

/** A tool whose input schema is `{}`, held where the codemod cannot see it (`inputSchema: props.args`). */
const emptyShapeTool: StandardTool<any, string> = {
  name: 'ping',
  description: 'Answers with what it was given',
  inputSchema: {} as StandardTool['inputSchema'],
  execute: async (args: unknown, context?: unknown) => `args ${JSON.stringify(args)}, context ${typeof context}`,
};

function sharedTool(name: string): StandardTool {
  return allStandardTools.find((tool) => tool.name === name)!;
}

function spied(tool: StandardTool) {
  const execute = vi.fn(tool.execute);
  return { tool: { ...tool, execute }, execute };
}

describe.each(majors.map((major) => [major.label, major] as const))('registerMcpTool on %s', (_, major) => {
  /** Registers the adapted tools, runs `check`, closes. */
  async function withAdapted(tools: StandardTool[], check: (session: McpSession) => Promise<void>, options?: object) {
    const session = await major.connect((server) => {
      for (const tool of tools) {
        major.registerMcpTool(server, tool, tool.name === 'get_weather' ? (options ?? weatherOptions) : undefined);
      }
    });
    try {
      await check(session);
    } finally {
      await session.close();
    }
  }

  it('listTools shows name, title, description, input and output schema, annotations and _meta', async () => {
    await withAdapted([...allStandardTools], async (session) => {
      expect(await session.listTools()).toEqual(expectedListing(major.dialect, major.listingExtras));
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
    it.each(Object.entries(invalidCalls))('%s', async (name, args) => {
      const { tool, execute } = spied(sharedTool(name));
      await withAdapted([tool], async (session) => {
        const result = await session.callTool(name, args);
        expect(result).toEqual({ ...text(expect.any(String) as never), isError: true });
        expect(result.content[0].text).toMatch(
          new RegExp(`^${major.errorPrefix}Input validation error: Invalid arguments for tool ${name}: `),
        );
        expect(result.content[0].text).toMatch(major.invalidIssues[name]!);
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

  it('toMcpResult builds the result from what execute returned, whatever it is; the structured content is checked', async () => {
    const templated: StandardTool<{ word: string }> = {
      name: 'templated',
      description: 'A result built around the value',
      inputSchema: type({ word: 'string' }),
      execute: ({ word }) => (word === 'n' ? 7 : word),
    };
    // Not zod: on 1.x the adapter checks the structured content itself (mcp-other-schemas.ts), after the template.
    const outputSchema = type({ content: 'string' });
    const session = await major.connect((server) => {
      major.registerMcpTool(server, templated, {
        outputSchema,
        toMcpResult: (value: unknown) => ({
          content: [{ type: 'text', text: value as string, annotations: { audience: ['user'] } }],
          structuredContent: { content: value },
        }),
      });
    });
    try {
      const block = (value: unknown) => ({ type: 'text', text: value, annotations: { audience: ['user'] } });
      expect(await session.callTool('templated', { word: 'hi' })).toEqual({
        content: [block('hi')],
        structuredContent: { content: 'hi' },
      });
      // Not a string: checked against the output schema as the SDK checks a native result's.
      const invalid = await session.callTool('templated', { word: 'n' });
      expect(invalid.isError).toBe(true);
      expect(invalid.content[0].text).toMatch(/Output validation error|structured content/i);
    } finally {
      await session.close();
    }
  });

  it(`the no-input tool is called with (undefined, ${major.contextName})`, async () => {
    const { tool, execute } = spied(clockTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('server_time', {});
    });
    const [input, context] = execute.mock.calls[0] as unknown[];
    expect(input).toBeUndefined();
    expect(context).toMatchObject(major.context);
  });

  it(`${major.contextName} reaches execute as its context`, async () => {
    const { tool, execute } = spied(contextTool);
    await withAdapted([tool], async (session) => {
      await session.callTool('whoami', { echo: 'hi' });
    });
    expect(execute.mock.calls[0][1]).toMatchObject(major.context);
  });

  const passedThrough = Object.keys(major.listedOptions);
  it(`options: title overrides the tool title${passedThrough.map((key) => `; ${key} pass through`).join('')}`, async () => {
    await withAdapted(
      [weatherTool],
      async (session) => {
        const listed = (await session.listTools()).get_weather;
        expect(listed.title).toBe('Weather (live)');
        expect(listed).toMatchObject(major.listedOptions);
      },
      { title: 'Weather (live)', ...major.listedOptions },
    );
  });

  describe('result envelope', () => {
    const returning = (value: unknown): StandardTool => ({
      name: 'give',
      description: 'returns a fixed value',
      inputSchema: major.envelope.inputSchema,
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
        expect(await session.callTool('give', major.envelope.args)).toEqual(expected);
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
          $schema: major.dialect,
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
          new RegExp(
            `^${major.errorPrefix}Output validation error: Invalid structured content for tool sum: ` +
              'sum: sum must be a number',
          ),
        );
      });
    });

    it('an output schema given beside the tool (MCP-shaped results) is listed and checked as the tool’s own', async () => {
      const weather = (structuredContent: unknown): StandardTool => ({
        name: 'get_weather', // the name withAdapted gives options to
        description: 'returns its own result',
        inputSchema: type({ city: 'string' }),
        execute: async () => ({ ...text('sunny, 21 °C'), structuredContent }),
      });
      const besideTool = { outputSchema: type({ temperature: 'number' }) };
      await withAdapted(
        [weather({ temperature: 21 })],
        async (session) => {
          expect((await session.listTools()).get_weather.outputSchema).toEqual({
            $schema: major.dialect,
            type: 'object',
            properties: { temperature: { type: 'number' } },
            required: ['temperature'],
          });
          expect(await session.callTool('get_weather', { city: 'Oslo' })).toEqual({
            ...text('sunny, 21 °C'),
            structuredContent: { temperature: 21 },
          });
        },
        besideTool,
      );
      await withAdapted(
        [weather({ temperature: 'warm' })],
        async (session) => {
          const result = await session.callTool('get_weather', { city: 'Oslo' });
          expect(result.isError).toBe(true);
          expect(result.content[0].text).toMatch(
            /Output validation error: Invalid structured content for tool get_weather/,
          );
        },
        besideTool,
      );
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
    const registrations: NativeRegistration[] = [
      nativeWeather(
        'weather (zod 4 object)',
        weatherTool.inputSchema,
        [{ city: 'Paris' }, { city: 42 }, {}],
        weatherTool,
      ),
      ...major.ownRegistrations,
      nativeRegistration(failingTool, 'always_fails (throws)', [{ reason: 'boom' }, {}]),
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
            async (args: { city: string }) => {
              const output = await forecastTool.execute(args);
              return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
            },
          ),
        forecastTool,
        [{ city: 'Oslo' }, { city: 1 }],
      ],
      nativeRegistration(contextTool, `whoami (reads ${major.contextName})`, [{ echo: 'hi' }, { echo: 7 }]),
      [
        'clock (no input schema)',
        (server) =>
          server.registerTool('server_time', { description: clockTool.description }, async (context: unknown) =>
            text(await (clockTool as StandardTool<any, any>).execute(undefined, context)),
          ),
        clockTool,
        [undefined, {}, { ignored: true }],
      ],
      // Both SDKs take `{}` as a raw shape with no fields: a tool of no arguments, called `(args, ctx)`.
      [
        'ping (an empty raw shape)',
        (server) =>
          server.registerTool(
            'ping',
            { description: emptyShapeTool.description, inputSchema: {} },
            async (args: unknown, context: unknown) => text(await emptyShapeTool.execute(args, context)),
          ),
        emptyShapeTool,
        [{}, undefined, { ignored: true }],
      ],
    ];

    it.each(registrations)('%s: same listTools entry and same results', async (_, registerNative, tool, calls) => {
      await withMcpPair(
        major.connect,
        registerNative,
        (server) => major.registerMcpTool(server, tool, tool.name === 'get_weather' ? weatherOptions : undefined),
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

describe('registerMcpTool on @modelcontextprotocol/sdk 1.x only', () => {
  // What the migration writes for `inputSchema: {}` in a file without zod: `z.object({})` of the project's zod.
  it.each([
    ['zod 3', z3.object({})],
    ['zod 4', z.object({})],
  ])('an empty %s z.object() lists and parses as the empty raw shape it replaced', async (_, schema) => {
    const tool = { ...emptyShapeTool, inputSchema: schema as StandardTool['inputSchema'] };
    await withMcpPair(
      connectMcpV1,
      (server) =>
        server.registerTool('ping', { description: tool.description, inputSchema: {} }, async (args, context) =>
          text(await tool.execute(args, context)),
        ),
      (server) => mcpV1.registerMcpTool(server, tool),
      async (native, adapted) => {
        expect(await adapted.listTools()).toEqual(await native.listTools());
        for (const args of [{}, undefined, { ignored: true }])
          expect(await adapted.callTool('ping', args)).toEqual(await native.callTool('ping', args));
      },
    );
  });

  it('a valibot schema without a JSON Schema converter fails at registration, naming the fix', async () => {
    const plain = { ...searchTool, inputSchema: v.object({ query: v.string() }) };
    const session = connectMcpV1((server) => mcpV1.registerMcpTool(server, plain));
    await expect(session).rejects.toThrow(/toStandardJsonSchema/);
  });

  describe('zod 3 objects: the raw shape, the one form every registerTool (1.12+) takes', () => {
    /** A stand-in server that records what registerTool receives. */
    const recordingServer = () => {
      const configs: any[] = [];
      const server = {
        registerTool: (_name: string, config: unknown) => (configs.push(config), {}),
      } as unknown as McpServerV1;
      return { server, configs };
    };
    const withSchema = (inputSchema: unknown): StandardTool => ({
      ...addTool,
      inputSchema: inputSchema as StandardTool['inputSchema'],
    });

    // A test double of a raw-shape tool records the shape, as before the migration.
    it.each([
      ['zod 3', z3.object({ a: z3.number(), b: z3.number().default(1) })],
      ['zod 4', z.object({ a: z.number(), b: z.number().default(1) })],
    ])('a plain %s z.object() goes in as its shape', (_, schema) => {
      const { server, configs } = recordingServer();
      mcpV1.registerMcpTool(server, withSchema(schema));
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
      mcpV1.registerMcpTool(server, withSchema(schema));
      expect(configs[0].inputSchema).toBe(schema);
    });

    it.each([
      ['.strict()', z.object({ a: z.number() }).strict()],
      ['.loose()', z.object({ a: z.number() }).loose()],
      ['.describe()', z.object({ a: z.number() }).describe('numbers')],
      ['.meta()', z.object({ a: z.number() }).meta({ title: 'Numbers' })],
      ['.catchall()', z.object({ a: z.number() }).catchall(z.string())],
      ['.refine()', z.object({ a: z.number() }).refine((value) => value.a > 0)],
      ['.check() (zod 4.1)', z41.object({ a: z41.number() }).check(() => undefined)],
    ])('a zod 4 object with %s goes in whole (sdk >= 1.23 takes objects)', (_, schema) => {
      const { server, configs } = recordingServer();
      mcpV1.registerMcpTool(server, withSchema(schema));
      expect(configs[0].inputSchema).toBe(schema);
    });
  });
});

describe('registerMcpTool on @modelcontextprotocol/server 2.x only', () => {
  async function withAdapted(tools: StandardTool[], check: (session: McpSession) => Promise<void>) {
    const session = await connectMcpV2((server) => {
      for (const tool of tools) mcpV2.registerMcpTool(server, tool);
    });
    try {
      await check(session);
    } finally {
      await session.close();
    }
  }
  const listingV2 = expectedListing(DRAFT_2020_12, {}) as Record<
    string,
    { inputSchema: unknown; outputSchema: unknown }
  >;

  describe('schemas v2 cannot list natively', () => {
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
        expect((await session.listTools()).get_weather.inputSchema).toEqual(listingV2.get_weather.inputSchema);
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
        expect((await session.listTools()).forecast.outputSchema).toEqual(listingV2.forecast.outputSchema);
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
        expect(await session.listTools()).toEqual({ search_docs: listingV2.search_docs });
        expect(await session.callTool('search_docs', { query: 'mcp' })).toEqual(text('5 results for mcp'));
      });
    });
  });

  describe('equivalence with the same tool registered natively', () => {
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
        (server) => mcpV2.registerMcpTool(server, deploy),
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
          (server) => mcpV2.registerMcpTool(server, zod41Tool),
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
