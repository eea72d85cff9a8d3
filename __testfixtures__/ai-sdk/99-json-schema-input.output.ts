import { jsonSchema } from 'ai';
import { fromJsonSchema, standardTool, toAiSdk } from './std-tool';

// A constant holding the JSON, with draft-07's own `$schema`: the same object goes to fromJsonSchema.
const searchJson = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: { query: { type: 'string' } },
  required: ['query'],
} as const;

export const searchDefinition = standardTool({
  name: 'search',
  description: 'Search the docs',
  inputSchema: fromJsonSchema<{ query: string }>(searchJson),
  execute: async ({ query }) => `results for ${query}`,
});
export const search = toAiSdk(searchDefinition);

// Kept with the AI SDK: a validate option is the AI SDK's own contract.
export const validatedDefinition = standardTool({
  name: 'validated',
  description: 'Validated input',
  execute: async ({ id }: { id: string }) => id,
});
export const validated = toAiSdk(validatedDefinition, {
  inputSchema: jsonSchema<{ id: string }>(
    { type: 'object', properties: { id: { type: 'string' } } },
    { validate: (value) => ({ success: true, value: value as { id: string } }) },
  ),
});

// Kept: v6 and v7 take a function (a lazy schema), which fromJsonSchema does not.
export const lazyDefinition = standardTool({
  name: 'lazy',
  description: 'Lazy schema',
  execute: async ({ id }: { id: string }) => id,
});
export const lazy = toAiSdk(lazyDefinition, {
  inputSchema: jsonSchema<{ id: string }>(() => ({ type: 'object', properties: { id: { type: 'string' } } })),
});

// Kept: another dialect would be converted to draft-07 by the adapter.
export const newerDialectDefinition = standardTool({
  name: 'newerDialect',
  description: 'A 2020-12 schema',
  execute: async ({ id }: { id: string }) => id,
});
export const newerDialect = toAiSdk(newerDialectDefinition, {
  inputSchema: jsonSchema<{ id: string }>({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { id: { type: 'string' } },
  }),
});

const base = { type: 'object' };

// Kept: a spread may bring a `$schema`.
export const spreadDefinition = standardTool({
  name: 'spread',
  description: 'Spread schema',
  execute: async ({ id }: { id: string }) => id,
});
export const spread = toAiSdk(spreadDefinition, {
  inputSchema: jsonSchema<{ id: string }>({ ...base, properties: { id: { type: 'string' } } }),
});

// A dynamicTool: its T types the standard input, as it typed the execute kept with it.
export const dynamicTypedDefinition = standardTool({
  name: 'dynamicTyped',
  description: 'Dynamic with a type argument',
  inputSchema: fromJsonSchema<{ id: string }>({ type: 'object', properties: { id: { type: 'string' } } }),
  execute: async (input) => input,
});
export const dynamicTyped = toAiSdk(dynamicTypedDefinition, {
  type: 'dynamic',
});

// Untyped: `unknown`, jsonSchema's default; the execute's own annotation stays.
export const untypedDefinition = standardTool({
  name: 'untyped',
  description: 'Untyped schema',
  inputSchema: fromJsonSchema<unknown>({ type: 'object', properties: { id: { type: 'string' } } }),
  execute: async (input: unknown) => JSON.stringify(input),
});
export const untyped = toAiSdk(untypedDefinition);
