import { z } from 'zod';
import { toAiSdk } from './std-tool';

export const tools = {
  search_docs: toAiSdk({
    name: 'search_docs',
    description: 'Search the documentation',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => `Found: ${query}`,
  }),
};
