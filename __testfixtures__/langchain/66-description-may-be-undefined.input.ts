import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const weatherSchema = z
  .object({ city: z.string() })
  .describe('Get the weather of a city');

const schemas = { forecast: z.object({ days: z.number() }) };

declare const overrides: { description?: string } | undefined;

// A zod schema's description is `string | undefined`: LangChain fell back to "<name> tool".
export const weatherTool = tool(async ({ city }) => `sunny in ${city}`, {
  name: 'get_weather',
  description: weatherSchema.description,
  schema: weatherSchema,
});

// Another value that may be undefined: then the schema's description, then "<name> tool".
export const forecastTool = tool(async ({ days }) => `${days} days of sun`, {
  name: 'get_forecast',
  description: overrides?.description,
  schema: schemas.forecast,
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
