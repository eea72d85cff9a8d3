import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({ plugins: [] });

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
export const weatherTool = toGenkit(ai, getWeather);
