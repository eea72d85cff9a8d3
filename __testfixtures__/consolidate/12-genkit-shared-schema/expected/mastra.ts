import { standardTool, toMastra } from './std-tool';
import { cityInput, forecastFor } from './weather';

export const weather = standardTool({
  name: 'get-weather',
  description: 'Get the current weather for a city',
  inputSchema: cityInput,
  execute: async ({ city }) => forecastFor(city),
});
export const weatherTool = toMastra(weather);
