import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'calculator', version: '1.0.0' });

const add = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number().default(1) }),
  execute: async ({ a, b }) => String(a + b),
});
registerMcpTool(server, add);
