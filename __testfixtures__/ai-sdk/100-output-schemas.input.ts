import { jsonSchema, tool, zodSchema } from 'ai';
import { z } from 'zod';

// The output's JSON goes to fromJsonSchema<T>(), as the input's does.
export const weather = tool({
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: jsonSchema<{ degrees: number }>({ type: 'object', properties: { degrees: { type: 'number' } } }),
  execute: async ({ city }) => ({ degrees: city.length }),
});

// zodSchema(x) is x to every AI SDK version: unwrapped, as for an input.
export const wind = tool({
  description: 'Wind',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: zodSchema(z.object({ speed: z.number() })),
  execute: async ({ city }) => ({ speed: city.length }),
});

// Kept with the AI SDK, tied: a validate option is the AI SDK's own contract.
export const rain = tool({
  description: 'Rain',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: jsonSchema<{ mm: number }>(
    { type: 'object', properties: { mm: { type: 'number' } } },
    { validate: (value) => ({ success: true, value: value as { mm: number } }) },
  ),
  execute: async ({ city }) => ({ mm: city.length }),
});
