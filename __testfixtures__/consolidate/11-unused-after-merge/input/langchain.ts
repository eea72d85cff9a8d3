import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { forecastFor } from './weather';

export const weatherTool = tool(async ({ city }) => forecastFor(city).toUpperCase(), {
  name: 'get_weather',
  description: 'Get the current weather for a city',
  schema: z.object({ city: z.string().describe('City name') }),
});
