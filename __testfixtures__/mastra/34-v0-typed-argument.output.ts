import { createTool, type RuntimeContext } from '@mastra/core';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export function remoteTool(name: string, call: (args: unknown, context: RuntimeContext | null) => Promise<unknown>) {
  const toolDefinition = standardTool({
    name: `remote_${name}`,
    description: 'A remote tool',
    inputSchema: z.object({ q: z.string() }),
    execute: async (context: any, { runtimeContext }: { runtimeContext?: RuntimeContext | null }) => {
      return call(context, runtimeContext || null);
    },
  });
  const tool = toMastra(toolDefinition);
  return tool;
}

export const inputOnlyDefinition = standardTool({
  name: 'input-only',
  description: 'Typed input only',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }: { q: string }) => q.toUpperCase(),
});
export const inputOnly = toMastra(inputOnlyDefinition);

// Left as it is: the type is not a literal.
type Args = { context: { q: string } };
export const named = createTool({
  id: 'named',
  description: 'Named type',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context }: Args) => context.q,
});
