import { genkit } from 'genkit';
import { cityInput, forecastFor } from './weather';

export const ai = genkit({ plugins: [] });

export const weatherTool = ai.defineTool(
  {
    name: 'get_weather',
    description: 'Get the current weather for a city',
    inputSchema: cityInput,
  },
  async ({ city }) => forecastFor(city),
);
