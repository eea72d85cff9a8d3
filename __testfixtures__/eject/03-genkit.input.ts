import { genkit, z } from 'genkit';
import { fromJsonSchema, standardTool, toGenkit, toGenkitDynamic, type GenkitToolContext } from './std-tool';

const ai = genkit({ plugins: [] });

const getWeatherDefinition = standardTool({
  name: 'getWeather',
  description: 'Gets the weather',
  inputSchema: z.object({ location: z.string() }),
  outputSchema: z.string(),
  execute: async ({ location }, ctx: GenkitToolContext) => `Sunny in ${location} (${ctx.context ? 'ctx' : 'none'})`,
});
export const getWeather = toGenkit(ai, getWeatherDefinition, { metadata: { cost: 'low' } });

const pointSchema = { type: 'object', properties: { x: { type: 'number' } } };
export const point = toGenkitDynamic(ai, {
  name: 'point',
  description: 'A point',
  inputSchema: fromJsonSchema(pointSchema),
  async execute(input) {
    return input;
  },
});
