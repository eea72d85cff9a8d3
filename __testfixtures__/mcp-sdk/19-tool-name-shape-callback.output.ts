import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, shape, cb) and tool(name, annotations, cb): no description: migrated with an empty one, and reported.
const square = standardTool({
  name: 'square',
  description: '',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => String(n * n),
});
registerMcpTool(server, square);
const now = standardTool({
  name: 'now',
  description: '',
  execute: async () => 'now',
});
registerMcpTool(server, now, {
  annotations: { readOnlyHint: true, title: 'Now' },
});
