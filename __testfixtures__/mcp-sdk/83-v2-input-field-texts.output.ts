import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'v2-input-texts', version: '2.0.0' });

// 2.x also calls the handler with the input its schema parsed: a string field is a string.
const greet = standardTool({
  name: 'greet',
  description: 'Greet someone',
  inputSchema: z.object({ name: z.string().min(1), tone: z.enum(['warm', 'cold']) }),
  execute: async ({ name, tone }) => {
    if (tone === 'cold') throw new Error(name);
    return tone;
  },
});
registerMcpTool(server, greet);
