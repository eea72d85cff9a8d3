import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

/**
 * Looks up the weather.
 * @see https://example.com/weather
 */
export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Current weather in a city',
  inputSchema: z.object({
    city: z.string().describe('City name'),
  }),
  execute: async ({ city }) => {
    const response = await fetch(`https://example.com/weather?city=${city}`);
    return response.text();
  },
});
export const weatherTool = toLangChain(getWeather);
