import { tool } from 'ai';
import { z } from 'zod';
import { convertTemperature, fetchWeather } from '../weather/fetch-weather.js';

const unitSchema = z.enum(['celsius', 'fahrenheit']);

/**
 * Current conditions for a city.
 * Registered as `get_weather` in the chat endpoint (see ./chat.ts).
 */
export const weatherTool = tool({
  description: 'Get the current weather for a city',
  inputSchema: z.object({
    city: z.string().describe('City name, e.g. "Berlin"'),
    unit: z.enum(['celsius', 'fahrenheit']).optional().describe('Temperature unit'),
  }),
  execute: async ({ city, unit }) => fetchWeather(city, unit),
});

// Lets the model answer "what is 70°F in Celsius?" without guessing.
export const convertTemperatureTool = tool({
  description: 'Convert a temperature between Celsius and Fahrenheit',
  inputSchema: z.object({
    value: z.number(),
    from: unitSchema,
    to: unitSchema,
  }),
  execute: async ({ value, from, to }) => ({
    value: convertTemperature(value, from, to),
    unit: to,
  }),
});
