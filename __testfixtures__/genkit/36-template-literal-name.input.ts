import { genkit, z } from 'genkit';

const ai = genkit({ plugins: [] });

// A codebase whose lint asks for backticks: the name stays in them.
export const getCurrentTime = ai.defineTool(
  {
    name: `getCurrentTime`,
    description: `Get the current time.`,
    inputSchema: z.object({}),
    outputSchema: z.string(),
  },
  async () => new Date().toISOString(),
);
