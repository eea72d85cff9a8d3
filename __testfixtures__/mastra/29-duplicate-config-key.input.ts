import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async (input) => `${input.city}: sunny`,
  ['execute']: async (input) => `${input.city}: rainy`,
});
