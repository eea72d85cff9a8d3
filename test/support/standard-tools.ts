/**
 * The shared set of standard tools every adapter test drives through its framework.
 * Each one exercises a different part of the contract.
 */
import { z } from 'zod';
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import type { StandardTool } from '../../adapters/standard-tool';

/** zod 4 object with optional, default and enum fields. */
export const weatherTool = {
  name: 'get_weather',
  title: 'Weather',
  description: 'Current weather in a city',
  inputSchema: z.object({
    city: z.string().describe('City name'),
    unit: z.enum(['c', 'f']).default('c'),
    days: z.number().int().min(1).max(7).optional(),
  }),
  execute: async ({ city, unit, days }: { city: string; unit: 'c' | 'f'; days?: number }) =>
    `${city}: 21°${unit.toUpperCase()}${days ? ` for ${days} days` : ''}`,
} satisfies StandardTool;

/** valibot, made Standard-JSON-Schema capable with toStandardJsonSchema. */
export const searchTool = {
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: toStandardJsonSchema(
    v.object({
      query: v.pipe(v.string(), v.minLength(2)),
      limit: v.optional(v.number(), 5),
    }),
  ),
  execute: async ({ query, limit }: { query: string; limit: number }) => `${limit} results for ${query}`,
} satisfies StandardTool;

/** arktype. */
export const addTool = {
  name: 'add',
  description: 'Add two integers',
  inputSchema: type({ a: 'number.integer', b: 'number.integer' }),
  execute: async ({ a, b }: { a: number; b: number }) => String(a + b),
} satisfies StandardTool;

/** No input at all. */
export const clockTool = {
  name: 'server_time',
  description: 'The fixed time of this test server',
  execute: async () => '2026-11-30T12:00:00.000Z',
} satisfies StandardTool;

/** `execute` throws: each framework's own error convention must apply. */
export const failingTool = {
  name: 'always_fails',
  description: 'Fails on purpose',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ reason }: { reason: string }): Promise<string> => {
    throw new Error(`failed: ${reason}`);
  },
} satisfies StandardTool;

/** An output schema, and an object result. */
export const forecastTool = {
  name: 'forecast',
  description: 'Structured forecast',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ city: z.string(), highC: z.number(), lowC: z.number() }),
  execute: async ({ city }: { city: string }) => ({ city, highC: 24, lowC: 12 }),
} satisfies StandardTool;

/**
 * Reads its second argument: every adapter passes the framework context through.
 * It reports which keys the context had, so tests can see the context arrived.
 */
export const contextTool = {
  name: 'whoami',
  description: 'Reports what the framework passed as context',
  inputSchema: z.object({ echo: z.string() }),
  execute: async ({ echo }: { echo: string }, context?: unknown) =>
    `${echo}; context=${context !== undefined && context !== null && typeof context === 'object' ? 'object' : String(context)}`,
} satisfies StandardTool;

export const allStandardTools = [
  weatherTool,
  searchTool,
  addTool,
  clockTool,
  failingTool,
  forecastTool,
  contextTool,
] as const;
