import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const annotations = { readOnlyHint: false, destructiveHint: true };

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, shape, annotations, cb)
server.tool(
  'delete_item',
  'Delete an item by id',
  { id: z.string().uuid() },
  annotations,
  async ({ id }, extra) => {
    if (extra.signal.aborted) return { content: [{ type: 'text', text: 'cancelled' }], isError: true };
    return { content: [{ type: 'text', text: `deleted ${id}` }] };
  },
);
