import { tool } from '@openai/agents';
import { z } from 'zod';
import { fetchWeather } from './weather';

/** The weather, for the agent. */
export const weatherTool = tool({
  name: 'get_weather',
  description: 'Current weather in a city',
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => fetchWeather(city),
});
