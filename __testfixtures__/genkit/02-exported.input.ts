import { genkit, z } from 'genkit';

export const ai = genkit({});

export const addNumbers = ai.defineTool({
  name: 'add_numbers',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.number(),
}, async ({ a, b }) => a + b);
