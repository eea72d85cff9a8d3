import { z } from 'zod';

export async function makeTools() {
  // The SDK loaded at run time: its binding is followed like an import.
  const { dynamicTool } = await import('ai');
  return {
    echo: dynamicTool({
      description: 'Echo',
      inputSchema: z.object({ text: z.string() }),
      execute: async (input) => input,
    }),
  };
}
