import { tool } from 'ai';
import { z } from 'zod';

// The last `description` wins at run time; the code does not say that was meant.
export const weatherTool = tool({
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  description: 'Current weather in a city',
  execute: async ({ city }) => `${city}: sunny`,
});
