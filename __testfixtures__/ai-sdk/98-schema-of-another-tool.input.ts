import { tool } from 'ai';
import { z } from 'zod';

export const searchTool = tool({
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `results for ${query}`,
});

// A wrapper copies the tool: an AI SDK tool's inputSchema is the SDK's FlexibleSchema, not a Standard Schema.
export const quickSearchTool = tool({
  description: searchTool.description,
  inputSchema: searchTool.inputSchema,
  execute: async ({ query }) => `quick results for ${query}`,
});

const shapes = { inputSchema: z.object({ url: z.string() }) };

// Read off a plain object that holds a zod schema: a Standard Schema by its type.
export const fetchTool = tool({
  description: 'Fetch a page',
  inputSchema: shapes.inputSchema,
  execute: async ({ url }) => `page at ${url}`,
});
