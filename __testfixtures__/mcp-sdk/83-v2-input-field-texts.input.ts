import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2-input-texts', version: '2.0.0' });

// 2.x also calls the handler with the input its schema parsed: a string field is a string.
server.registerTool(
  'greet',
  { description: 'Greet someone', inputSchema: z.object({ name: z.string().min(1), tone: z.enum(['warm', 'cold']) }) },
  async ({ name, tone }) => {
    if (tone === 'cold') return { isError: true, content: [{ type: 'text', text: name }] };
    return { content: [{ type: 'text', text: tone }] };
  },
);
