import { tool } from 'ai';
import { z } from 'zod';

const citySchema = z.object({ city: z.string() }).describe('A city');

declare const settings: { weatherDescription?: string } | undefined;

export const tools = {
  // A zod schema's description is `string | undefined`: the AI SDK sent none when it was.
  weather: tool({
    description: citySchema.description,
    inputSchema: citySchema,
    execute: async ({ city }) => `sunny in ${city}`,
  }),
  forecast: tool({
    description: settings?.weatherDescription,
    inputSchema: citySchema,
    execute: async ({ city }) => `more sun in ${city}`,
  }),
};
