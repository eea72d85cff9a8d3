import { z } from 'zod';
import { standardTool, toGenkit } from './std-tool';

export async function setUp() {
  // Genkit loaded at run time: the tools on its instance are migrated as with an import.
  const { genkit } = await import('genkit');
  const ai = genkit({});
  const echo = standardTool({
    name: 'echo',
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  });
  toGenkit(ai, echo);
  return ai;
}
