import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

// Left as it is: two definitions each hold a comment with no place in the standard object,
// so leaving the first alone still drops the second's (each is found, the rest migrated).
server.registerTool(
  /* keep in sync with docs/tools.md */ 'echo',
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);

const add = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => String(a + b),
});
registerMcpTool(server, add);

server.registerTool(
  /* renamed in 2.0 */ 'lower',
  { description: 'Lower-case a text', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text: text.toLowerCase() }] }),
);

const upper = standardTool({
  name: 'upper',
  description: 'Upper-case a text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
registerMcpTool(server, upper);
