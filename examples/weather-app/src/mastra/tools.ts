import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { fetchForecast } from '../weather/fetch-weather.js';

const dailyForecast = z.object({
  date: z.string(),
  high: z.number(),
  low: z.number(),
  conditions: z.string(),
});

export const forecastTool = createTool({
  id: 'get-forecast',
  description: 'Daily forecast for the next few days',
  inputSchema: z.object({
    city: z.string().describe('City name'),
    days: z.number().int().min(1).max(7).default(3),
  }),
  outputSchema: z.object({
    city: z.string(),
    days: z.array(dailyForecast),
  }),
  execute: async ({ context }) => {
    const days = await fetchForecast(context.city, context.days);
    return { city: context.city, days };
  },
});
