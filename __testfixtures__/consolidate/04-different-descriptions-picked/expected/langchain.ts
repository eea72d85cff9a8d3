import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
export const weatherTool = toLangChain(getWeather);
