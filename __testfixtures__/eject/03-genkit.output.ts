import { genkit, z } from 'genkit';

const ai = genkit({ plugins: [] });

export const getWeather = ai.defineTool(
  {
    name: 'getWeather',
    description: 'Gets the weather',
    inputSchema: z.object({ location: z.string() }),
    outputSchema: z.string(),
    metadata: { cost: 'low' },
  },
  async ({ location }, ctx) => `Sunny in ${location} (${ctx.context ? 'ctx' : 'none'})`,
);

const pointSchema = { type: 'object', properties: { x: { type: 'number' } } };
export const point = ai.dynamicTool(
  {
    name: 'point',
    description: 'A point',
    inputJsonSchema: pointSchema,
  },
  async (input) => {
    return input;
  },
);
