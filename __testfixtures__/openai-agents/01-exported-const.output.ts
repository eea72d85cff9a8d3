import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';
import { fetchWeather } from './weather';

/** The weather, for the agent. */
export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
});
export const weatherTool = toOpenAIAgents(getWeather);
