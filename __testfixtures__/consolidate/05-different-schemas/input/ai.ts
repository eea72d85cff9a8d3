import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).optional() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
export const weatherTool = toAiSdk(getWeather);
