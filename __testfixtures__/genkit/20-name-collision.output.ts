import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

const weather = 'cached';

export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${weather} ${city}`,
});
export const weatherTool = toGenkit(ai, weatherDefinition);
