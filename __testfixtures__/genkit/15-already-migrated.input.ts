import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

const getWeatherDefinition = standardTool({
  name: 'getWeather',
  description: 'Gets the weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `sunny in ${city}`,
});
export const getWeather = toGenkit(ai, getWeatherDefinition);
