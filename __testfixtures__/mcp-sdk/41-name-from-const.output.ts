import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'names', version: '1.0.0' });

// A name bound once to a string: the standard tool gets the same string.
const name = 'echo';
const echo = standardTool({
  name,
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
registerMcpTool(server, echo);
