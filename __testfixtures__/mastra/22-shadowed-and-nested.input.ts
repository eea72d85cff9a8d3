import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const outerTool = createTool({
  id: 'outer',
  description: 'Registers nothing, but defines a tool inside',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context }) => {
    const inner = createTool({ id: 'inner', description: 'Inner', execute: async () => context.q });
    return inner.id;
  },
});

export function local() {
  // A local createTool shadows the import: not Mastra's.
  const createTool = (config: { id: string }) => config;
  return createTool({ id: 'local' });
}
