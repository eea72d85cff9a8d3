import { genkit } from 'genkit';
import { z } from 'zod';

export const ai = genkit({});

export const count = ai.defineTool(
  { name: 'count', description: 'Counts words', inputSchema: z.object({ text: z.string() }), outputSchema: z.number() },
  async ({ text }) => text.split(' ').length,
);
