import { tool } from 'ai';
import { z } from 'zod';
import { forecastFor } from './weather';

const greeting = 'Weather for';

/** The city field of the tool's schema. */
const cityField = z.string().describe('City name');

type Forecast = { city: string; text: string };

function shout(text: string): string {
  return text.toUpperCase();
}

// Only the tool below calls it.
function describeWeather(city: string): string {
  const forecast: Forecast = { city, text: forecastFor(city) };
  return shout(forecast.text);
}

export function title(city: string): string {
  return `${greeting} ${city}`;
}

export const tools = {
  get_weather: tool({
    description: 'Get the current weather for a city',
    inputSchema: z.object({ city: cityField }),
    execute: async ({ city }) => describeWeather(city),
  }),
};
