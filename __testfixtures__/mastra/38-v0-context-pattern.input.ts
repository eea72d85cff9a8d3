import { createTool } from '@mastra/core';
import { z } from 'zod';

// 0.x (the root module): the input destructured from the whole argument, first thing in the body.
export const weatherTool = createTool({
  id: 'weather',
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string(), unit: z.string() }),
  execute: async (args) => {
    const {
      context: { city, unit },
      threadId,
    } = args;
    return `${city} (${unit}) for ${threadId}`;
  },
});
