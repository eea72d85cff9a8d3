import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

export const addNumbersDefinition = standardTool({
  name: 'add_numbers',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.number(),
  execute: async ({ a, b }) => a + b,
});
export const addNumbers = toGenkit(ai, addNumbersDefinition);
