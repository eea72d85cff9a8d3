import { tool } from 'ai';
import { z } from 'zod';
import { searchIndex } from './search';

export const tools = {
  search_docs: tool({
    description: 'Search the documentation',
    inputSchema: z.object({ query: z.string().describe('What to look for') }),
    execute: async ({ query }) => `Found: ${searchIndex(query)}`,
  }),
};
