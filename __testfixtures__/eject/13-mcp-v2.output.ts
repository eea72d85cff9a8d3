import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2', version: '1.0.0' });

server.registerTool(
  'greet',
  {
    description: 'Greet',
    inputSchema: z.object({ name: z.string().default('you') }),
  },
  async ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}` }] }),
);
