import { z } from 'zod';
import { toAiSdk } from './std-tool.js';
import { fetchWeather } from './weather.js';

export const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
};
export const weatherTool = toAiSdk(weather);
