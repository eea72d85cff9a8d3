import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather',
  title: 'Weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  requireApproval: true,
  execute: async ({ city }, ctx) => {
    ctx?.abortSignal?.throwIfAborted();
    return { city, temperature: 21 };
  },
});
