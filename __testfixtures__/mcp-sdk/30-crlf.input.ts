import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'crlf', version: '1.0.0' });

server.registerTool(
  'echo',
  {
    description: 'Echo',
    inputSchema: { text: z.string() },
  },
  async ({ text }) => ({
    content: [{ type: 'text', text: `${text}` }],
  }),
);
