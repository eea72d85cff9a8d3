import { genkit, z } from 'genkit';

export function createTools(prefix: string) {
  const ai = genkit({});
  const greet = ai.defineTool(
    {
      name: 'greet',
      description: 'Greets someone',
      inputSchema: z.object({ name: z.string() }),
    },
    async ({ name }) => `${prefix} ${name}`,
  );
  return { ai, greet };
}
