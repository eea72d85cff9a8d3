import { tool } from 'ai';
import { cityInput, forecastFor } from './weather';

export const tools = {
  getWeather: tool({
    description: 'Get the current weather for a city',
    inputSchema: cityInput,
    execute: async ({ city }) => forecastFor(city),
  }),
};
