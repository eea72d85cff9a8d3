import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { searchIndex } from '../docs';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

server.registerTool(
  'search_docs',
  {
    description: 'Search the documentation',
    inputSchema: { query: z.string().describe('What to look for') },
  },
  async ({ query }) => ({ content: [{ type: 'text', text: `Found: ${searchIndex(query)}` }] }),
);
