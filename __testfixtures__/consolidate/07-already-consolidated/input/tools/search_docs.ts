import { z } from 'zod';
import { standardTool } from '../std-tool';

export const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
});
