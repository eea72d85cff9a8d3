import { genkit, z } from 'genkit';

export const ai = genkit({});

const weather = 'cached';

export const weatherTool = ai.defineTool(
  { name: 'weather', description: 'Weather', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => `${weather} ${city}`,
);
