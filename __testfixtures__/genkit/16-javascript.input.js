import { genkit, z } from 'genkit';

export const ai = genkit({});

export const double = ai.defineTool(
  {
    name: 'double',
    description: 'Doubles a number',
    inputSchema: z.object({ n: z.number() }),
  },
  async ({ n }) => n * 2,
);
