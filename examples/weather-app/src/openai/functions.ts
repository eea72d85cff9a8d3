// Function definitions for the legacy Chat Completions integration
// (`tools: functions.map((f) => ({ type: 'function', function: f }))`).
// Plain JSON Schema objects: no framework involved.
import { tool, type FunctionDefinition } from '../lib/tool.js';
import { fetchWeather, formatWeather, type TemperatureUnit } from '../weather/fetch-weather.js';

export const getWeatherFunction: FunctionDefinition = {
  name: 'get_weather',
  description: 'Get the current weather for a city',
  parameters: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. "Berlin"' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    },
    required: ['city'],
  },
};

export const functions = [getWeatherFunction];

const handlers = {
  get_weather: tool(getWeatherFunction, async (args: { city: string; unit?: TemperatureUnit }) =>
    formatWeather(await fetchWeather(args.city, args.unit)),
  ),
};

/** Runs a function call returned by the Chat Completions API. */
export async function callFunction(name: string, argumentsJson: string): Promise<string> {
  if (name !== 'get_weather') throw new Error(`Unknown function: ${name}`);
  return handlers.get_weather.run(JSON.parse(argumentsJson));
}
