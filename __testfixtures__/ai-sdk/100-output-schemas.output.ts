import { jsonSchema } from 'ai';
import { z } from 'zod';
import { fromJsonSchema, standardTool, toAiSdk } from './std-tool';

// The output's JSON goes to fromJsonSchema<T>(), as the input's does.
export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: fromJsonSchema<{ degrees: number }>({ type: 'object', properties: { degrees: { type: 'number' } } }),
  execute: async ({ city }) => ({ degrees: city.length }),
});
export const weather = toAiSdk(weatherDefinition);

// zodSchema(x) is x to every AI SDK version: unwrapped, as for an input.
export const windDefinition = standardTool({
  name: 'wind',
  description: 'Wind',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ speed: z.number() }),
  execute: async ({ city }) => ({ speed: city.length }),
});
export const wind = toAiSdk(windDefinition);

// Kept with the AI SDK, tied: a validate option is the AI SDK's own contract.
export const rainDefinition = standardTool({
  name: 'rain',
  description: 'Rain',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ mm: city.length }),
});
export const rain = toAiSdk(rainDefinition, {
  outputSchema: jsonSchema<{ mm: number }>(
    { type: 'object', properties: { mm: { type: 'number' } } },
    { validate: (value) => ({ success: true, value: value as { mm: number } }) },
  ),
});
