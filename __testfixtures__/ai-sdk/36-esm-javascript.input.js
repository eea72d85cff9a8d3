import { tool } from 'ai';
import { z } from 'zod';
import { fetchWeather } from './weather.js';

export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
});
