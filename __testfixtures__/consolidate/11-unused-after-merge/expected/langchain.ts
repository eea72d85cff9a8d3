import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';
import { forecastFor } from './weather';

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: z.object({ city: z.string().describe('City name') }),
  execute: async ({ city }) => forecastFor(city).toUpperCase(),
});
export const weatherTool = toLangChain(getWeather);
