import { z } from 'zod';
import { fetchWeather } from './weather.js';
import { toAiSdk } from './std-tool.js';

export const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
};
export const weatherTool = toAiSdk(weather);
