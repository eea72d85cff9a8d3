import { dynamicTool, jsonSchema, tool } from 'ai';

// A constant holding the JSON, with draft-07's own `$schema`: the same object goes to fromJsonSchema.
const searchJson = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: { query: { type: 'string' } },
  required: ['query'],
} as const;

export const search = tool({
  description: 'Search the docs',
  inputSchema: jsonSchema<{ query: string }>(searchJson),
  execute: async ({ query }) => `results for ${query}`,
});

// Kept with the AI SDK: a validate option is the AI SDK's own contract.
export const validated = tool({
  description: 'Validated input',
  inputSchema: jsonSchema<{ id: string }>(
    { type: 'object', properties: { id: { type: 'string' } } },
    { validate: (value) => ({ success: true, value: value as { id: string } }) },
  ),
  execute: async ({ id }) => id,
});

// Kept: v6 and v7 take a function (a lazy schema), which fromJsonSchema does not.
export const lazy = tool({
  description: 'Lazy schema',
  inputSchema: jsonSchema<{ id: string }>(() => ({ type: 'object', properties: { id: { type: 'string' } } })),
  execute: async ({ id }) => id,
});

// Kept: another dialect would be converted to draft-07 by the adapter.
export const newerDialect = tool({
  description: 'A 2020-12 schema',
  inputSchema: jsonSchema<{ id: string }>({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { id: { type: 'string' } },
  }),
  execute: async ({ id }) => id,
});

const base = { type: 'object' };

// Kept: a spread may bring a `$schema`.
export const spread = tool({
  description: 'Spread schema',
  inputSchema: jsonSchema<{ id: string }>({ ...base, properties: { id: { type: 'string' } } }),
  execute: async ({ id }) => id,
});

// A dynamicTool: its T types the standard input, as it typed the execute kept with it.
export const dynamicTyped = dynamicTool({
  description: 'Dynamic with a type argument',
  inputSchema: jsonSchema<{ id: string }>({ type: 'object', properties: { id: { type: 'string' } } }),
  execute: async (input) => input,
});

// Untyped: `unknown`, jsonSchema's default; the execute's own annotation stays.
export const untyped = tool({
  description: 'Untyped schema',
  inputSchema: jsonSchema({ type: 'object', properties: { id: { type: 'string' } } }),
  execute: async (input: unknown) => JSON.stringify(input),
});
