import { z } from 'zod';
import { fetchWeather } from './weather';
import { toAiSdk, type StandardTool } from './std-tool';

export const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
} satisfies StandardTool;
export const weatherTool = toAiSdk(weather);
