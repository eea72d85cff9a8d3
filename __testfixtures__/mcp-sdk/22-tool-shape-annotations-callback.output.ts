import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, shape, annotations, cb): no description: migrated with an empty one, and reported.
const negate = standardTool({
  name: 'negate',
  description: '',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => String(-n),
});
registerMcpTool(server, negate, {
  annotations: { readOnlyHint: true },
});
