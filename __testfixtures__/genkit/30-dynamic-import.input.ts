import { z } from 'zod';

export async function setUp() {
  // Genkit loaded at run time: the tools on its instance are migrated as with an import.
  const { genkit } = await import('genkit');
  const ai = genkit({});
  ai.defineTool({ name: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => text);
  return ai;
}
