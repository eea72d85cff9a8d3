import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'calculator', version: '1.0.0' });

const add = {
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => String(a + b),
} satisfies StandardTool;
registerMcpTool(server, add, {
  annotations: { readOnlyHint: true },
});
