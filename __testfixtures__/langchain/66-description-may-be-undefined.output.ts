import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const weatherSchema = z
  .object({ city: z.string() })
  .describe('Get the weather of a city');

const forecastSchema = z.object({ days: z.number() });

declare const overrides: { description?: string } | undefined;

// A zod schema's description is `string | undefined`: LangChain fell back to "<name> tool".
export const getWeather = standardTool({
  name: 'get_weather',
  description: weatherSchema.description ?? 'get_weather tool',
  inputSchema: weatherSchema,
  execute: async ({ city }) => `sunny in ${city}`,
});
export const weatherTool = toLangChain(getWeather);

// Another value that may be undefined: then the (zod) schema's description, then "<name> tool".
export const getForecast = standardTool({
  name: 'get_forecast',
  description: overrides?.description ?? forecastSchema.description ?? 'get_forecast tool',
  inputSchema: forecastSchema,
  execute: async ({ days }) => `${days} days of sun`,
});
export const forecastTool = toLangChain(getForecast);

// An inline schema: the fallback the code proves.
export const getTime = standardTool({
  name: 'get_time',
  description: overrides?.description ?? 'The time in a zone',
  inputSchema: z.object({ zone: z.string() }).describe('The time in a zone'),
  execute: async ({ zone }) => `noon in ${zone}`,
});
export const timeTool = toLangChain(getTime);

// An inline schema whose description the code does not show: left as it is.
export const moonTool = tool(async ({ date }) => `full moon on ${date}`, {
  name: 'get_moon',
  description: overrides?.description,
  schema: z.object({ date: z.string() }).describe(overrides?.description ?? 'moon'),
});

// Another tool's description is a string: moved as written (the name is read at run time).
export const moonAgain = standardTool({
  name: weatherTool.name,
  description: weatherTool.description,
  inputSchema: weatherSchema,
  execute: async (input: { date: string }) => weatherTool.invoke({ city: input.date }),
});
export const moonAgainTool = toLangChain(moonAgain);
