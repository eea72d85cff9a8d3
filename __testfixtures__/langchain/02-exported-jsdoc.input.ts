import { tool } from '@langchain/core/tools';
import { z } from 'zod';

/**
 * Looks up the weather.
 * @see https://example.com/weather
 */
export const weatherTool = tool(
  async ({ city }) => {
    const response = await fetch(`https://example.com/weather?city=${city}`);
    return response.text();
  },
  {
    name: 'get_weather',
    description: 'Current weather in a city',
    schema: z.object({
      city: z.string().describe('City name'),
    }),
  },
);
