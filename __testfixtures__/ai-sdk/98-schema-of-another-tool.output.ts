import { tool } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const search = standardTool({
  name: 'search',
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `results for ${query}`,
});
export const searchTool = toAiSdk(search);

// A wrapper copies the tool: an AI SDK tool's inputSchema is the SDK's FlexibleSchema, not a Standard Schema.
export const quickSearchTool = tool({
  description: searchTool.description,
  inputSchema: searchTool.inputSchema,
  execute: async ({ query }) => `quick results for ${query}`,
});

const shapes = { inputSchema: z.object({ url: z.string() }) };

// Read off a plain object that holds a zod schema: a Standard Schema by its type.
export const fetch = standardTool({
  name: 'fetch',
  description: 'Fetch a page',
  inputSchema: shapes.inputSchema,
  execute: async ({ url }) => `page at ${url}`,
});
export const fetchTool = toAiSdk(fetch);
