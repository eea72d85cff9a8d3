import { createTool, type RuntimeContext } from '@mastra/core';
import { z } from 'zod';

export function remoteTool(name: string, call: (args: unknown, context: RuntimeContext | null) => Promise<unknown>) {
  const tool = createTool({
    id: `remote_${name}`,
    description: 'A remote tool',
    inputSchema: z.object({ q: z.string() }),
    execute: async ({ context, runtimeContext }: { context: any; runtimeContext?: RuntimeContext | null }) => {
      return call(context, runtimeContext || null);
    },
  });
  return tool;
}

export const inputOnly = createTool({
  id: 'input-only',
  description: 'Typed input only',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context: { q } }: { context: { q: string } }) => q.toUpperCase(),
});

// Left as it is: the type is not a literal.
type Args = { context: { q: string } };
export const named = createTool({
  id: 'named',
  description: 'Named type',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context }: Args) => context.q,
});
