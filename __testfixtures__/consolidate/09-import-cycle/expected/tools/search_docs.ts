import { standardTool } from '../std-tool';
import { z } from 'zod';

/** Documentation search. */
export const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
});
