import { tool } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
