import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.registerTool(
  'weather',
  {
    description: 'Current weather',
    inputSchema: { city: z.string() },
    'description': 'Current weather in a city',
  },
  async ({ city }) => ({ content: [{ type: 'text', text: `${city}: sunny` }] }),
);
