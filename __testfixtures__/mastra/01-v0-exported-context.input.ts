import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { fetchWeather } from './weather';

export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ temperature: z.number() }),
  execute: async ({ context }) => fetchWeather(context.city),
});
