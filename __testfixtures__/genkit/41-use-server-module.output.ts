// A React server-actions module: Next.js lets it export async functions only, so the
// standard tool must not become an export of its own (the Genkit action it makes is a function).
'use server';
import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

const ai = genkit({ plugins: [] });

const createActionItemDefinition = standardTool({
  name: 'createActionItem',
  description: 'Creates a new action item',
  inputSchema: z.object({ description: z.string() }),
  outputSchema: z.object({ id: z.string() }),
  execute: async ({ description }) => {
    return { id: `act-${description.length}` };
  },
});
export const createActionItem = toGenkit(ai, createActionItemDefinition);
