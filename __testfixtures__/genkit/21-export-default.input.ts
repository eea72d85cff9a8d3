import { genkit, z } from 'genkit';

export const ai = genkit({});

export default ai.defineTool(
  {
    name: 'summarise',
    description: 'Summarises text',
    inputSchema: z.object({ text: z.string() }),
  },
  async ({ text }) => text.slice(0, 10),
);
