import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

const searchDocs = standardTool({
  name: 'searchDocs',
  description: 'Search the documentation',
  inputSchema: z.object({
    query: z.string(),
  }),
  execute: async ({ query }) => `Found: ${query}`,
});
export const tools = { searchDocs: toAiSdk(searchDocs) };
