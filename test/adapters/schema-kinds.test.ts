/**
 * Issue 9: every adapter accepts, at runtime, each schema kind its framework accepted, and
 * hands it to the framework as the framework took it. A schema can be a variable, an import
 * or a call, so the codemod may migrate it without seeing its kind. Each case compares the
 * adapted tool with the native definition on the real framework: the JSON Schema the
 * framework sees, and its validation (none where it did none).
 */
import { tool as langchainNativeTool, ToolInputParsingException } from '@langchain/core/tools';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { asSchema, jsonSchema, tool as aiSdkNativeTool, zodSchema } from 'ai';
import { genkit } from 'genkit';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { toAiSdk } from '../../adapters/ai-sdk';
import { toGenkit } from '../../adapters/genkit';
import { fromJsonSchema } from '../../adapters/json-schema-input';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { ALL, CURRENT_PACKAGES } from '../adapter-module/support';
import { toLangChain } from '../../adapters/langchain';
import { registerMcpTool } from '../../adapters/mcp';
import { standardTool, type StandardTool } from '../../adapters/standard-tool';
import { genkitDefinitions, genkitError, genkitErrorShape } from './support/genkit-harness';
import { connectMcpV1 } from './support/mcp-harness';
import { langchainError } from './support/langchain-harness';

/** A fresh copy each time: a framework may annotate the object it is given. */
const cityJson = () => ({
  type: 'object' as const,
  properties: { city: { type: 'string' as const } },
  required: ['city'],
});

/** What the SDK sends and how it validates, for a tool's `inputSchema` as the SDK reads it. */
async function aiSdkView(inputSchema: unknown, value: unknown) {
  const schema = asSchema(inputSchema as Parameters<typeof asSchema>[0]);
  const validation = schema.validate ? await schema.validate(value) : 'no validation';
  return { json: await schema.jsonSchema, validation: JSON.parse(JSON.stringify(validation)) };
}

type Adapters = {
  toAiSdk: typeof toAiSdk;
  toGenkit: typeof toGenkit;
  toLangChain: typeof toLangChain;
  registerMcpTool: typeof registerMcpTool;
  standardTool: typeof standardTool;
};

// Inside the repo, so the rendered module resolves the installed framework packages.
const scratch = path.join(__dirname, '..', '..', `.tmp-schema-kinds-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The module the CLI writes for a project on this repo's majors, with zod: what the project runs. */
async function renderedModule(id: string, names: string[]): Promise<Adapters> {
  mkdirSync(scratch, { recursive: true });
  const file = path.join(scratch, `${id}.ts`);
  writeFileSync(
    file,
    renderAdapterModule({ frameworks: ALL, packages: CURRENT_PACKAGES, style: 'ts', names }, '0').text,
  );
  return (await import(file)) as Adapters;
}

/** The source adapters, and the rendered modules: zod only, and with the JSON Schema machinery. */
const VARIANTS: [string, boolean, () => Promise<Adapters>][] = [
  ['source adapters', false, async () => ({ toAiSdk, toGenkit, toLangChain, registerMcpTool, standardTool })],
  ['rendered module, zod only', true, () => renderedModule('zod-only', [])],
  ['rendered module, with fromJsonSchema', false, () => renderedModule('json-schema', ['fromJsonSchema'])],
];

describe.each(VARIANTS)('%s', (_variant, zodOnly, load) => {
  let adapters: Adapters;
  beforeAll(async () => {
    adapters = await load();
  });

  describe('AI SDK: Schema objects (jsonSchema(), zodSchema()) and fromJsonSchema()', () => {
    const withValidate = jsonSchema<{ city: string }>(cityJson(), {
      validate: (value) =>
        typeof (value as { city?: unknown }).city === 'string'
          ? { success: true, value: value as { city: string } }
          : { success: false, error: new Error('city must be a string') },
    });
    const cases: Array<[string, unknown]> = [
      ['jsonSchema() with validate', withValidate],
      ['jsonSchema() without validate', jsonSchema(cityJson())],
      ['zodSchema()', zodSchema(z.object({ city: z.string() }))],
    ];

    it.each(cases)(
      '%s: handed to the SDK as it is, and the SDK sees and validates the same',
      async (_label, schema) => {
        const adapted = adapters.toAiSdk({
          name: 'weather',
          description: 'Weather',
          inputSchema: schema as StandardTool<{ city: string }>['inputSchema'],
          execute: async ({ city }: { city: string }) => city,
        });
        const native = aiSdkNativeTool({
          description: 'Weather',
          inputSchema: schema as never,
          execute: async () => '',
        });
        expect(adapted.inputSchema).toBe(schema);
        for (const value of [{ city: 'Oslo' }, { city: 4 }]) {
          expect(await aiSdkView(adapted.inputSchema, value)).toEqual(await aiSdkView(native.inputSchema, value));
        }
      },
    );

    it('a variable holding jsonSchema(...) types standardTool and runs through the adapter', async () => {
      // The break of issue 9: this was migrated as if it were a Standard Schema and threw on every call.
      const weather = adapters.standardTool({
        name: 'weather',
        description: 'Weather',
        inputSchema: withValidate,
        execute: async ({ city }) => `sunny in ${city}`,
      });
      const adapted = adapters.toAiSdk(weather);
      const options = { toolCallId: '1', messages: [] };
      expect(await adapted.execute?.({ city: 'Oslo' }, options)).toBe('sunny in Oslo');
    });

    // A zod-only module never meets a fromJsonSchema() schema: fromJsonSchema() comes with the machinery.
    it.skipIf(zodOnly)('fromJsonSchema(json): the same JSON and no validation, as jsonSchema(json) had', async () => {
      const adapted = adapters.toAiSdk({
        name: 'weather',
        description: 'Weather',
        inputSchema: fromJsonSchema<{ city: string }>(cityJson()),
        execute: async ({ city }) => city,
      });
      const native = aiSdkNativeTool({ inputSchema: jsonSchema(cityJson()), execute: async () => '' });
      for (const value of [{ city: 'Oslo' }, { city: 4 }]) {
        expect(await aiSdkView(adapted.inputSchema, value)).toEqual(await aiSdkView(native.inputSchema, value));
      }
    });
  });

  describe('MCP 1.x: raw shapes, zod 3 and zod 4', () => {
    const shapes: Array<[string, Record<string, unknown>]> = [
      ['zod 4 raw shape', { city: z.string(), days: z.number().int().optional() }],
      ['zod 3 raw shape', { city: z3.string(), days: z3.number().int().optional() }],
    ];

    it.each(shapes)('%s: listed and validated as the native registration', async (_label, shape) => {
      const register = (server: McpServerV1, adapted: boolean) => {
        const execute = async (args: { city: string }) => ({ content: [{ type: 'text' as const, text: args.city }] });
        if (adapted) {
          adapters.registerMcpTool(server, {
            name: 'weather',
            description: 'Weather',
            inputSchema: shape as never,
            execute,
          });
        } else {
          server.registerTool('weather', { description: 'Weather', inputSchema: shape as never }, execute as never);
        }
      };
      const [native, adapted] = await Promise.all([
        connectMcpV1((server) => register(server, false)),
        connectMcpV1((server) => register(server, true)),
      ]);
      try {
        expect(await adapted.listTools()).toEqual(await native.listTools());
        for (const args of [{ city: 'Oslo' }, { city: 4 }, { days: 2 }]) {
          expect(await adapted.callTool('weather', args)).toEqual(await native.callTool('weather', args));
        }
      } finally {
        await Promise.all([native.close(), adapted.close()]);
      }
    });
  });

  describe('Genkit: a plain JSON Schema (inputJsonSchema) and fromJsonSchema()', () => {
    const kinds: Array<[string, () => unknown]> = [
      ['plain JSON Schema', () => cityJson()],
      ['fromJsonSchema()', () => fromJsonSchema(cityJson())],
    ];

    // A zod-only module never meets a fromJsonSchema() schema: fromJsonSchema() comes with the machinery.
    it.each(kinds.filter(([label]) => !zodOnly || label !== 'fromJsonSchema()'))(
      '%s: the same definition, and Genkit validates as before',
      async (_label, makeSchema) => {
        const ai = genkit({});
        const native = ai.defineTool(
          { name: 'nativeWeather', description: 'Weather', inputJsonSchema: cityJson() },
          async (input) => `sunny in ${(input as { city: string }).city}`,
        );
        const adapted = adapters.toGenkit(ai, {
          name: 'adaptedWeather',
          description: 'Weather',
          inputSchema: makeSchema() as StandardTool<{ city: string }>['inputSchema'],
          execute: async ({ city }: { city: string }) => `sunny in ${city}`,
        });
        const definitions = await genkitDefinitions(ai, [native, adapted as never]);
        expect(definitions.adaptedWeather.inputSchema).toEqual(definitions.nativeWeather.inputSchema);
        expect(await adapted({ city: 'Oslo' })).toBe(await native({ city: 'Oslo' }));
        const nativeError = genkitErrorShape(await genkitError(() => native({ city: 4 } as never)));
        const adaptedError = genkitErrorShape(await genkitError(() => adapted({ city: 4 } as never)));
        expect(adaptedError).toEqual(nativeError);
        expect(adaptedError.status).toBe('INVALID_ARGUMENT');
      },
    );
  });

  describe('LangChain: a JSON Schema object and fromJsonSchema()', () => {
    const kinds: Array<[string, () => unknown]> = [
      ['plain JSON Schema', () => cityJson()],
      ['fromJsonSchema()', () => fromJsonSchema(cityJson())],
    ];

    // A zod-only module never meets a fromJsonSchema() schema: fromJsonSchema() comes with the machinery.
    it.each(kinds.filter(([label]) => !zodOnly || label !== 'fromJsonSchema()'))(
      '%s: the same schema, and LangChain validates as before',
      async (_label, makeSchema) => {
        const native = langchainNativeTool(async (input) => `sunny in ${(input as { city: string }).city}`, {
          name: 'weather',
          description: 'Weather',
          schema: cityJson(),
        });
        const adapted = adapters.toLangChain({
          name: 'weather',
          description: 'Weather',
          inputSchema: makeSchema() as StandardTool<{ city: string }>['inputSchema'],
          execute: async ({ city }: { city: string }) => `sunny in ${city}`,
        });
        expect(adapted.schema).toEqual(native.schema);
        expect(await adapted.invoke({ city: 'Oslo' })).toBe(await native.invoke({ city: 'Oslo' }));
        const nativeError = await langchainError(() => native.invoke({ city: 4 } as never));
        const adaptedError = await langchainError(() => adapted.invoke({ city: 4 } as never));
        expect(adaptedError).toBeInstanceOf(ToolInputParsingException);
        expect(nativeError).toBeInstanceOf(ToolInputParsingException);
        expect(adaptedError.message).toBe(nativeError.message);
      },
    );
  });
});

describe('AI SDK alone: fromJsonSchema() without the JSON Schema machinery (json-schema-input-as-written)', () => {
  type Light = Pick<Adapters, 'toAiSdk'> & { fromJsonSchema: typeof fromJsonSchema };
  let light: Light;
  beforeAll(async () => {
    mkdirSync(scratch, { recursive: true });
    const file = path.join(scratch, 'ai-sdk-json-schema-as-written.ts');
    const { text } = renderAdapterModule(
      { frameworks: ['ai-sdk'], packages: CURRENT_PACKAGES, style: 'ts', names: ['fromJsonSchema'] },
      '0',
    );
    expect(text).not.toContain('function toDialect');
    writeFileSync(file, text);
    light = (await import(file)) as Light;
  });

  it('the same JSON and no validation, as jsonSchema(json) had', async () => {
    const withDraft07 = { $schema: 'http://json-schema.org/draft-07/schema#', ...cityJson() };
    for (const json of [cityJson(), withDraft07]) {
      const adapted = light.toAiSdk({
        name: 'weather',
        description: 'Weather',
        inputSchema: light.fromJsonSchema<{ city: string }>(json),
        execute: async ({ city }) => city,
      });
      const native = aiSdkNativeTool({ inputSchema: jsonSchema(json), execute: async () => '' });
      for (const value of [{ city: 'Oslo' }, { city: 4 }]) {
        expect(await aiSdkView(adapted.inputSchema, value)).toEqual(await aiSdkView(native.inputSchema, value));
      }
    }
  });

  it('the JSON as written where a dialect it names or none is asked; any other asks for the machinery', () => {
    const emit = (json: object, target: string) => () =>
      light.fromJsonSchema(json)['~standard'].jsonSchema.input({ target });
    const json = cityJson();
    expect(emit(json, 'draft-07')()).toBe(json);
    expect(emit(json, 'draft-2020-12')()).toBe(json);
    const newer = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...cityJson() };
    expect(emit(newer, 'draft-2020-12')()).toBe(newer);
    expect(emit(newer, 'draft-07')).toThrow(/run std-tool-migrate again/);
    expect(emit(json, 'openapi-3.0')).toThrow(/run std-tool-migrate again/);
  });
});
