import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export function makeTools(prefix: string) {
  const searchTool = createTool({
    id: 'search',
    description: 'Search the catalogue',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ context }) => `${prefix}:${context.query}`,
  });
  return [searchTool, createTool({ id: 'noop', description: 'Does nothing', execute: async () => null })];
}
