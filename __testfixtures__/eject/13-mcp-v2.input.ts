import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { standardTool, registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'v2', version: '1.0.0' });

const greet = standardTool({
  name: 'greet',
  description: 'Greet',
  inputSchema: z.object({ name: z.string().default('you') }),
  execute: async ({ name }) => `Hello, ${name}`,
});
registerMcpTool(server, greet);
