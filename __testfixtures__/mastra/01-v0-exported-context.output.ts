import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';
import { fetchWeather } from './weather';

export const weather = standardTool({
  name: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ temperature: z.number() }),
  execute: async (context) => fetchWeather(context.city),
});
export const weatherTool = toMastra(weather);
