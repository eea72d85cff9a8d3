import { z } from 'zod';
import { searchIndex } from './search';
import { standardTool, toLangChain } from './std-tool';

export const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string().describe('What to look for') }),
  execute: async ({ query }) => `Found: ${searchIndex(query)}`,
});
export const searchDocsTool = toLangChain(searchDocs);
