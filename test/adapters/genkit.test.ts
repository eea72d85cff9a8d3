/**
 * The Genkit adapter against the real `genkit` 1.x, offline: direct calls and tool calls
 * driven through `ai.generate` by `mockModel` from 'genkit/testing'.
 *
 * Shared tools and how they reach Genkit:
 * - none is zod 3, so none is passed natively: Genkit takes only zod 3 (its own `z`) as a
 *   schema, and a zod 4 schema would reach the model as an empty schema. weather, always_fails,
 *   forecast, whoami (zod 4), search (valibot) and add (arktype) go in as draft-07
 *   `inputJsonSchema` (`outputJsonSchema` for forecast); Genkit validates that JSON Schema,
 *   then the adapter parses with the schema itself, so defaults and transforms apply;
 * - clock has no schema: registered without one, as a native tool without input is.
 * A zod 3 schema passes straight through (see "equivalence"), and then behaves natively.
 */
import { describe, expect, it, vi } from 'vitest';
import { genkit, tool as genkitTool, z, type Genkit } from 'genkit';
import { z as z4 } from 'zod';
import * as genkitAdapter from '../../adapters/genkit';
import { StandardToolValidationError as SourceValidationError, type StandardTool } from '../../adapters/standard-tool';
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
import { genkitDefinitions, genkitError, genkitErrorShape, genkitGenerate } from './support/genkit-harness';
import { DRAFT_07 } from './support/expected-schemas';
import { sourceAndRendered } from './support/rendered-module';

type GenkitAdapters = Pick<typeof genkitAdapter, 'toGenkit' | 'toGenkitDynamic' | 'toGenkitUsing'> & {
  StandardToolValidationError: typeof SourceValidationError;
};

/** The source adapter, and the module the CLI writes (all five frameworks, zod, valibot and arktype). */
const VARIANTS = await sourceAndRendered<GenkitAdapters>('genkit', {
  ...genkitAdapter,
  StandardToolValidationError: SourceValidationError,
});

function freshGenkit(): Genkit {
  return genkit({});
}

/** What the model is told about each shared tool: draft-07, input side. */
const expectedInputSchemas: Record<string, unknown> = {
  get_weather: {
    $schema: DRAFT_07,
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name' },
      unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
      days: { type: 'integer', minimum: 1, maximum: 7 },
    },
    required: ['city'],
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
  // No schema: Genkit's own "anything" schema, exactly as for a native tool without input.
  server_time: { $schema: DRAFT_07 },
  always_fails: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { reason: { type: 'string' } },
    required: ['reason'],
  },
  forecast: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
  whoami: {
    $schema: DRAFT_07,
    type: 'object',
    properties: { echo: { type: 'string' } },
    required: ['echo'],
  },
};

describe.each(VARIANTS)('%s', (_variant, { toGenkit, toGenkitDynamic, toGenkitUsing, StandardToolValidationError }) => {
  describe('toGenkit: shared tools through ai.generate on mockModel', () => {
    it('tells the model each tool’s name, description and draft-07 input JSON Schema', async () => {
      const ai = freshGenkit();
      const definitions = await genkitDefinitions(
        ai,
        allStandardTools.map((tool) => toGenkit(ai, tool)),
      );
      expect(Object.keys(definitions)).toEqual(allStandardTools.map((tool) => tool.name));
      for (const tool of allStandardTools) {
        expect(definitions[tool.name]).toMatchObject({ name: tool.name, description: tool.description });
        expect(definitions[tool.name].inputSchema, tool.name).toEqual(expectedInputSchemas[tool.name]);
      }
      // The output side of forecast: zod 4 closes output objects.
      expect(definitions.forecast.outputSchema).toEqual({
        $schema: DRAFT_07,
        type: 'object',
        properties: { city: { type: 'string' }, highC: { type: 'number' }, lowC: { type: 'number' } },
        required: ['city', 'highC', 'lowC'],
        additionalProperties: false,
      });
    });

    it('runs every tool the model calls, with defaults applied by the tool’s own schema', async () => {
      const ai = freshGenkit();
      const tools = [weatherTool, searchTool, addTool, clockTool, forecastTool, contextTool];
      const run = await genkitGenerate(
        ai,
        tools.map((tool) => toGenkit(ai, tool)),
        [
          { name: 'get_weather', input: { city: 'Oslo' } },
          { name: 'search_docs', input: { query: 'zod' } },
          { name: 'add', input: { a: 2, b: 3 } },
          { name: 'server_time' },
          { name: 'forecast', input: { city: 'Rome' } },
          { name: 'whoami', input: { echo: 'hi' } },
        ],
      );
      expect(run.text).toBe('done');
      expect(run.outputs).toEqual([
        'Oslo: 21°C', // unit defaulted to 'c' (Genkit alone would pass `unit: undefined`)
        '5 results for zod', // limit defaulted to 5 by valibot
        '5',
        '2026-11-30T12:00:00.000Z',
        { city: 'Rome', highC: 24, lowC: 12 },
        'hi; context=object',
      ]);
    });

    it('passes Genkit’s ctx (with the generate context) to execute as its context', async () => {
      const ai = freshGenkit();
      const seen = vi.fn();
      const probe = {
        name: 'probe',
        description: 'Reads the Genkit context',
        inputSchema: z4.object({ q: z4.string() }),
        execute: async ({ q }: { q: string }, ctx?: any) => {
          seen(ctx);
          return `${q} for ${ctx.context.user}`;
        },
      } satisfies StandardTool;
      const run = await genkitGenerate(ai, [toGenkit(ai, probe)], [{ name: 'probe', input: { q: 'x' } }], {
        user: 'ada',
      });
      expect(run.outputs).toEqual(['x for ada']);
      const ctx = seen.mock.calls[0][0];
      expect(ctx.context).toEqual({ user: 'ada' });
      expect(typeof ctx.interrupt).toBe('function');
      expect(ctx.abortSignal).toBeInstanceOf(AbortSignal);
    });

    it('rejects ai.generate with the error execute threw, as for a native tool', async () => {
      const ai = freshGenkit();
      const error = await genkitError(() =>
        genkitGenerate(ai, [toGenkit(ai, failingTool)], [{ name: 'always_fails', input: { reason: 'x' } }]),
      );
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe('failed: x');
    });

    it('lets Genkit reject input that breaks the JSON Schema, before execute runs', async () => {
      const ai = freshGenkit();
      const execute = vi.fn(addTool.execute);
      const error = await genkitError(() =>
        genkitGenerate(ai, [toGenkit(ai, { ...addTool, execute })], [{ name: 'add', input: { a: 1.5, b: 2 } }]),
      );
      expect(error.name).toBe('GenkitError');
      expect(error.status).toBe('INVALID_ARGUMENT');
      expect(error.detail.errors).toEqual([{ path: 'a', message: 'must be integer' }]);
      expect(execute).not.toHaveBeenCalled();
    });
  });

  describe('toGenkit: validation the adapter adds', () => {
    /** JSON Schema cannot say "even" nor "trim": only the schema's own parse can. */
    const evenTool = {
      name: 'even',
      description: 'Takes an even number and a trimmed label',
      inputSchema: z4.object({
        n: z4.number().refine((n) => n % 2 === 0, 'must be even'),
        label: z4.string().transform((label) => label.trim()),
      }),
      execute: async ({ n, label }: { n: number; label: string }) => `[${label}] ${n}`,
    } satisfies StandardTool;

    it('applies transforms', async () => {
      const ai = freshGenkit();
      expect(await toGenkit(ai, evenTool)({ n: 4, label: '  four ' })).toBe('[four] 4');
    });

    it('throws a StandardToolValidationError for what JSON Schema let through', async () => {
      const ai = freshGenkit();
      const execute = vi.fn(evenTool.execute);
      const action = toGenkit(ai, { ...evenTool, execute });
      const error = await genkitError(() => action({ n: 3, label: 'x' }));
      expect(error).toBeInstanceOf(StandardToolValidationError);
      expect(error.issues).toEqual([{ message: 'must be even', path: ['n'] }]);
      expect(execute).not.toHaveBeenCalled();
    });

    it('leaves the result check to Genkit (output JSON Schema)', async () => {
      const ai = freshGenkit();
      const broken = { ...forecastTool, execute: async () => ({ city: 'Rome', highC: 'hot', lowC: 12 }) as any };
      const error = await genkitError(() => toGenkit(ai, broken)({ city: 'Rome' }));
      expect(error.status).toBe('INVALID_ARGUMENT');
      expect(error.detail.errors).toEqual([{ path: 'highC', message: 'must be number' }]);
    });
  });

  describe('toGenkit: direct calls', () => {
    it('calls each shared tool as a function, defaults applied', async () => {
      const ai = freshGenkit();
      expect(await toGenkit(ai, weatherTool)({ city: 'Oslo', days: 3 } as never)).toBe('Oslo: 21°C for 3 days');
      expect(await toGenkit(ai, searchTool)({ query: 'zod', limit: 2 })).toBe('2 results for zod');
      expect(await toGenkit(ai, addTool)({ a: 40, b: 2 })).toBe('42');
      expect(await toGenkit(ai, clockTool)(undefined)).toBe('2026-11-30T12:00:00.000Z');
      expect(await toGenkit(ai, forecastTool)({ city: 'Oslo' })).toEqual({ city: 'Oslo', highC: 24, lowC: 12 });
      expect(await toGenkit(ai, contextTool)({ echo: 'e' })).toBe('e; context=object');
      await expect(toGenkit(ai, failingTool)({ reason: 'r' })).rejects.toThrow('failed: r');
    });

    it('gives execute no input when the tool has no schema, whatever arrives', async () => {
      const ai = freshGenkit();
      const execute = vi.fn(async () => 'ok');
      const action = toGenkit(ai, { ...clockTool, execute });
      await action({ stray: 1 });
      await action(undefined);
      expect(execute.mock.calls.map((call: unknown[]) => call[0])).toEqual([undefined, undefined]);
    });

    it('passes a direct call’s context through', async () => {
      const ai = freshGenkit();
      const action = toGenkit(ai, {
        name: 'ctx_user',
        description: 'Returns the context user',
        execute: async (_input: unknown, ctx?: any) => ctx.context.user,
      });
      expect(await action(undefined, { context: { user: 'bob' } })).toBe('bob');
    });

    it('registers with toGenkit, and not with toGenkitDynamic', async () => {
      const ai = freshGenkit();
      const registered = toGenkit(ai, addTool);
      const dynamic = toGenkitDynamic(ai, { ...weatherTool, name: 'dynamic_weather' });
      expect(await ai.registry.lookupAction('/tool/add')).toBe(registered);
      expect(await ai.registry.lookupAction('/tool/dynamic_weather')).toBeUndefined();
      expect(dynamic.__action.metadata).toMatchObject({ type: 'tool', dynamic: true });
      // Passed by value, a dynamic tool is still offered to the model and called.
      const run = await genkitGenerate(ai, [dynamic], [{ name: 'dynamic_weather', input: { city: 'Bergen' } }]);
      expect(run.definitions.dynamic_weather.inputSchema).toEqual(expectedInputSchemas.get_weather);
      expect(run.outputs).toEqual(['Bergen: 21°C']);
    });

    it('works with the standalone tool() from genkit through toGenkitUsing', async () => {
      const standalone = toGenkitUsing(genkitTool, searchTool);
      expect(standalone.__action.metadata).toMatchObject({ dynamic: true });
      expect(await standalone({ query: 'ark' })).toBe('5 results for ark');
    });

    it('passes metadata through', () => {
      const ai = freshGenkit();
      const action = toGenkit(ai, addTool, { metadata: { team: 'math' } });
      expect(action.__action.metadata).toEqual({ type: 'tool', team: 'math' });
    });
  });

  describe('toGenkit: equivalence with ai.defineTool', () => {
    /** A native tool: `ai.defineTool` with Genkit's zod-3 `z`, running the same execute. */
    function defineNative(ai: Genkit, tool: StandardTool, inputSchema?: z.ZodTypeAny, outputSchema?: z.ZodTypeAny) {
      return ai.defineTool(
        { name: tool.name, description: tool.description, inputSchema, outputSchema },
        async (input, ctx) => tool.execute(input, ctx),
      );
    }

    /** Genkit's zod 3 twins of the shared schemas. */
    const nativeSchemas: Record<string, { input?: z.ZodTypeAny; output?: z.ZodTypeAny }> = {
      get_weather: {
        input: z.object({
          city: z.string().describe('City name'),
          unit: z.enum(['c', 'f']).default('c'),
          days: z.number().int().min(1).max(7).optional(),
        }),
      },
      search_docs: { input: z.object({ query: z.string().min(2), limit: z.number().default(5) }) },
      add: { input: z.object({ a: z.number().int(), b: z.number().int() }) },
      server_time: {},
      always_fails: { input: z.object({ reason: z.string() }) },
      forecast: {
        input: z.object({ city: z.string() }),
        output: z.object({ city: z.string(), highC: z.number(), lowC: z.number() }),
      },
      whoami: { input: z.object({ echo: z.string() }) },
    };

    /** Calls that every pair below must answer identically. */
    const validCalls: Record<string, unknown> = {
      get_weather: { city: 'Oslo', unit: 'f', days: 2 },
      search_docs: { query: 'zod', limit: 1 },
      add: { a: 1, b: 2 },
      server_time: undefined,
      forecast: { city: 'Rome' },
      whoami: { echo: 'e' },
    };
    const invalidCalls: Record<string, unknown> = {
      get_weather: { city: 'Oslo', unit: 'k' },
      search_docs: { query: 'z' },
      add: { a: 1.5, b: 2 },
      always_fails: { reason: 7 },
      forecast: {},
      whoami: { echo: null },
    };

    it('same zod-3 schema: identical definitions and identical results (it passes straight through)', async () => {
      const nativeAi = freshGenkit();
      const adaptedAi = freshGenkit();
      const tools = allStandardTools.map((tool) => ({ ...tool, schemas: nativeSchemas[tool.name] }));
      const natives = tools.map((tool) => defineNative(nativeAi, tool, tool.schemas.input, tool.schemas.output));
      const adapted = tools.map(({ schemas, ...tool }) =>
        toGenkit(adaptedAi, { ...tool, inputSchema: schemas.input, outputSchema: schemas.output } as StandardTool),
      );
      expect(await genkitDefinitions(adaptedAi, adapted)).toEqual(await genkitDefinitions(nativeAi, natives));
      expect(adapted.map((tool) => tool.__action)).toEqual(natives.map((tool) => tool.__action));

      for (const [index, tool] of tools.entries()) {
        if (tool.name in validCalls) {
          expect(await adapted[index](validCalls[tool.name] as never), tool.name).toEqual(
            await natives[index](validCalls[tool.name] as never),
          );
        }
        if (tool.name in invalidCalls) {
          const nativeError = await genkitError(() => natives[index](invalidCalls[tool.name]));
          const adaptedError = await genkitError(() => adapted[index](invalidCalls[tool.name] as never));
          expect(adaptedError.message, tool.name).toBe(nativeError.message);
          expect(adaptedError.detail, tool.name).toEqual(nativeError.detail);
        }
      }
      const nativeThrow = await genkitError(() => natives[4]({ reason: 'x' }));
      const adaptedThrow = await genkitError(() => adapted[4]({ reason: 'x' } as never));
      expect(genkitErrorShape(adaptedThrow)).toEqual(genkitErrorShape(nativeThrow));
      expect(adaptedThrow.message).toBe('failed: x');
      // Natively, Genkit does not apply zod 3 defaults; passed through, neither does the adapter.
      const rawInput = vi.fn(async (input: unknown) => JSON.stringify(input));
      const nativeRaw = defineNative(
        nativeAi,
        { ...weatherTool, name: 'raw', execute: rawInput },
        nativeSchemas.get_weather.input,
      );
      const adaptedRaw = toGenkit(adaptedAi, {
        ...weatherTool,
        name: 'raw',
        inputSchema: nativeSchemas.get_weather.input as any,
        execute: rawInput,
      });
      expect(await adaptedRaw({ city: 'Oslo' })).toBe(await nativeRaw({ city: 'Oslo' }));
      expect(await adaptedRaw({ city: 'Oslo' })).toBe('{"city":"Oslo"}');
    });

    it('shared zod 4 / valibot / arktype tools against their zod-3 twins: same model view and results', async () => {
      const nativeAi = freshGenkit();
      const adaptedAi = freshGenkit();
      const natives = allStandardTools.map((tool) =>
        defineNative(nativeAi, tool, nativeSchemas[tool.name].input, nativeSchemas[tool.name].output),
      );
      const adapted = allStandardTools.map((tool) => toGenkit(adaptedAi, tool));
      const nativeDefinitions = await genkitDefinitions(nativeAi, natives);
      const adaptedDefinitions = await genkitDefinitions(adaptedAi, adapted);
      for (const tool of allStandardTools) {
        const native = nativeDefinitions[tool.name];
        const ours = adaptedDefinitions[tool.name];
        // Unavoidable difference: Genkit converts zod 3 with zod-to-json-schema's "strict"
        // strategy, which writes `additionalProperties: true` on every (non-strict) object.
        // It is JSON Schema's default, so the model is told the same thing; zod 4's input
        // side just leaves it out.
        const openObject = 'inputSchema' in tool ? { additionalProperties: true } : {};
        expect({ ...native, inputSchema: undefined, outputSchema: undefined }, tool.name).toEqual({
          ...ours,
          inputSchema: undefined,
          outputSchema: undefined,
        });
        expect(native.inputSchema, tool.name).toEqual({ ...ours.inputSchema, ...openObject });
      }
      // Output side: zod 4 closes output objects (`additionalProperties: false`), zod 3 via
      // Genkit leaves them open. Only the results' check differs (an extra key would fail ours).
      expect(nativeDefinitions.forecast.outputSchema).toEqual({
        ...adaptedDefinitions.forecast.outputSchema,
        additionalProperties: true,
      });

      for (const [index, tool] of allStandardTools.entries()) {
        if (tool.name in validCalls) {
          expect(await adapted[index](validCalls[tool.name] as never), tool.name).toEqual(
            await natives[index](validCalls[tool.name] as never),
          );
        }
        if (tool.name in invalidCalls) {
          // Both are Genkit's INVALID_ARGUMENT ValidationError with the same parse errors;
          // the message differs only by the JSON Schema it quotes (the difference above).
          const nativeError = await genkitError(() => natives[index](invalidCalls[tool.name]));
          const adaptedError = await genkitError(() => adapted[index](invalidCalls[tool.name] as never));
          expect(adaptedError.status, tool.name).toBe(nativeError.status);
          expect(adaptedError.detail.errors, tool.name).toEqual(nativeError.detail.errors);
        }
      }
      const nativeThrow = await genkitError(() => natives[4]({ reason: 'x' }));
      const adaptedThrow = await genkitError(() => adapted[4]({ reason: 'x' } as never));
      expect(genkitErrorShape(adaptedThrow)).toEqual(genkitErrorShape(nativeThrow));
      expect(adaptedThrow.message).toBe('failed: x');
    });

    it('differs on purpose in one way: defaults are applied (natively `unit` stays undefined)', async () => {
      const nativeAi = freshGenkit();
      const native = defineNative(nativeAi, weatherTool, nativeSchemas.get_weather.input);
      await expect(native({ city: 'Oslo' })).rejects.toThrow(TypeError); // `unit.toUpperCase()` of undefined
      expect(await toGenkit(freshGenkit(), weatherTool)({ city: 'Oslo' } as never)).toBe('Oslo: 21°C');
    });
  });
});
