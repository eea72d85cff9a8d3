import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const weatherTool = createTool({
  id: 'weather',
  title: 'Weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, ctx) => {
    ctx?.abortSignal?.throwIfAborted();
    return { city, temperature: 21, locale: ctx?.requestContext?.get('locale') };
  },
});

export const echoTool = createTool({
  id: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async (input) => input.text,
});
