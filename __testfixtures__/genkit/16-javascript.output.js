import { genkit, z } from 'genkit';
import { toGenkit } from './std-tool.js';

export const ai = genkit({});

export const doubleDefinition = {
  name: 'double',
  description: 'Doubles a number',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => n * 2,
};
export const double = toGenkit(ai, doubleDefinition);
