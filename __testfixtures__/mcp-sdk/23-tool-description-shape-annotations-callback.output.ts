import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { abortSignalOf, registerMcpTool, standardTool } from './std-tool';

const annotations = { readOnlyHint: false, destructiveHint: true };

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, shape, annotations, cb)
const deleteItem = standardTool({
  name: 'delete_item',
  description: 'Delete an item by id',
  inputSchema: z.object({ id: z.string().uuid() }),
  execute: async ({ id }, extra: unknown) => {
    if (abortSignalOf(extra).aborted) throw new Error('cancelled');
    return `deleted ${id}`;
  },
});
registerMcpTool(server, deleteItem, {
  annotations,
});
