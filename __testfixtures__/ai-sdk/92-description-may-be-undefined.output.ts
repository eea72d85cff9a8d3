import { z } from 'zod';
import { toAiSdk } from './std-tool';

const citySchema = z.object({ city: z.string() }).describe('A city');

declare const settings: { weatherDescription?: string } | undefined;

export const tools = {
  // A zod schema's description is `string | undefined`: the AI SDK sent none when it was.
  weather: toAiSdk({
    name: 'weather',
    description: citySchema.description ?? '',
    inputSchema: citySchema,
    execute: async ({ city }) => `sunny in ${city}`,
  }),
  forecast: toAiSdk({
    name: 'forecast',
    description: settings?.weatherDescription ?? '',
    inputSchema: citySchema,
    execute: async ({ city }) => `more sun in ${city}`,
  }),
};
