import { createTool } from '@mastra/core/tools';
import { cityInput, forecastFor } from './weather';

export const weatherTool = createTool({
  id: 'get-weather',
  description: 'Get the current weather for a city',
  inputSchema: cityInput,
  execute: async ({ context: { city } }) => forecastFor(city),
});
