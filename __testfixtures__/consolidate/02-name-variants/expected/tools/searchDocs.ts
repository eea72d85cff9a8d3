import { standardTool } from '../std-tool';
import { z } from 'zod';

export const searchDocs = standardTool({
  name: 'searchDocs',
  description: 'Search the documentation',
  inputSchema: z.object({
    query: z.string(),
  }),
  execute: async ({ query }) => `Found: ${query}`,
});
