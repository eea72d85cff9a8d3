import { z } from 'zod';
import { fetchWeather } from './weather';
import { standardTool, toAiSdk } from './std-tool';

export const weather = standardTool({
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
});
export const weatherTool = toAiSdk(weather);
