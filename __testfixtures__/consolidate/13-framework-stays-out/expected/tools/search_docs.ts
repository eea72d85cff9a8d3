import { standardTool } from '../std-tool';
import { z } from 'zod';
import { searchIndex } from '../docs';

export const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string().describe('What to look for') }),
  execute: async ({ query }) => `Found: ${searchIndex(query)}`,
});
