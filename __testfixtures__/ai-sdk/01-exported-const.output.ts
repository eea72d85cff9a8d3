import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';
import { fetchWeather } from './weather';

export const weather = standardTool({
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
});
export const weatherTool = toAiSdk(weather);
