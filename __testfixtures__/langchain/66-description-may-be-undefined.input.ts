import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const weatherSchema = z
  .object({ city: z.string() })
  .describe('Get the weather of a city');

const forecastSchema = z.object({ days: z.number() });

declare const overrides: { description?: string } | undefined;

// A zod schema's description is `string | undefined`: LangChain fell back to "<name> tool".
export const weatherTool = tool(async ({ city }) => `sunny in ${city}`, {
  name: 'get_weather',
  description: weatherSchema.description,
  schema: weatherSchema,
});

// Another value that may be undefined: then the (zod) schema's description, then "<name> tool".
export const forecastTool = tool(async ({ days }) => `${days} days of sun`, {
  name: 'get_forecast',
  description: overrides?.description,
  schema: forecastSchema,
});

// An inline schema: the fallback the code proves.
export const timeTool = tool(async ({ zone }) => `noon in ${zone}`, {
  name: 'get_time',
  description: overrides?.description,
  schema: z.object({ zone: z.string() }).describe('The time in a zone'),
});

// An inline schema whose description the code does not show: left as it is.
export const moonTool = tool(async ({ date }) => `full moon on ${date}`, {
  name: 'get_moon',
  description: overrides?.description,
  schema: z.object({ date: z.string() }).describe(overrides?.description ?? 'moon'),
});

// Another tool's description is a string: moved as written (the name is read at run time).
export const moonAgainTool = tool(async (input: { date: string }) => weatherTool.invoke({ city: input.date }), {
  name: weatherTool.name,
  description: weatherTool.description,
  schema: weatherSchema,
});
