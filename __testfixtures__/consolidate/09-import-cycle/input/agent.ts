import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
});
export const agentTools = [toLangChain(searchDocs)];
