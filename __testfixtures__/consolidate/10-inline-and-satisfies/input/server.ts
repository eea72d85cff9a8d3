import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

// Shared with the chat endpoint.
const searchDocs = {
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
} satisfies StandardTool;
registerMcpTool(server, searchDocs);
