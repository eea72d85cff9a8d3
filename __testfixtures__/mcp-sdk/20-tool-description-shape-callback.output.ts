import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, shape, cb)
const multiply = standardTool({
  name: 'multiply',
  description: 'Multiply two numbers',
  inputSchema: z.object({
    a: z.number().describe('First factor'),
    b: z.number().describe('Second factor'),
  }),
  execute: async ({ a, b }) => String(a * b),
});
registerMcpTool(server, multiply);

// An empty object is a raw shape to the SDK: the tool takes an (empty) object.
const reset = standardTool({
  name: 'reset',
  description: 'Reset the counters',
  inputSchema: z.object({}),
  execute: async () => 'reset',
});
registerMcpTool(server, reset);
