import { genkit } from 'genkit';
import { cityInput, forecastFor } from './weather';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({ plugins: [] });

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: cityInput,
  execute: async ({ city }) => forecastFor(city),
});
export const weatherTool = toGenkit(ai, getWeather);
