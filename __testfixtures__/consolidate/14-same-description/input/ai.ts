import { tool } from 'ai';
import { z } from 'zod';

export const tools = {
  current_weather: tool({
    description: 'Get the current weather for a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => `Sunny in ${city}`,
  }),
};
