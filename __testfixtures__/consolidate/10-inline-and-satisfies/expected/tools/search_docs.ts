import { type StandardTool } from '../std-tool';
import { z } from 'zod';

// Shared with the chat endpoint.
export const searchDocs = {
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
} satisfies StandardTool;
