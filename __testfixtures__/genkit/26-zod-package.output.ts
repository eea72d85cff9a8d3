import { genkit } from 'genkit';
import { z } from 'zod';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

export const countDefinition = standardTool({
  name: 'count',
  description: 'Counts words',
  inputSchema: z.object({ text: z.string() }),
  outputSchema: z.number(),
  execute: async ({ text }) => text.split(' ').length,
});
export const count = toGenkit(ai, countDefinition);
