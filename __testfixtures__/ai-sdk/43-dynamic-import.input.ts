import { z } from 'zod';

export async function makeTools() {
  // The SDK loaded at run time: reported, not rewritten.
  const { dynamicTool } = await import('ai');
  return {
    echo: dynamicTool({
      description: 'Echo',
      inputSchema: z.object({ text: z.string() }),
      execute: async (input) => input,
    }),
  };
}
