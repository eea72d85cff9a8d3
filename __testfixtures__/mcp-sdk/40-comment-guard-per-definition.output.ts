import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

// Migrated: its comments move with its properties.
const add = standardTool({
  name: 'add',
  // What the tool does, for the model.
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => String(a + b),
});
registerMcpTool(server, add);

// Left as it is: the comment next to the name has no place in the standard object.
server.registerTool(
  /* keep in sync with docs/tools.md */ 'echo',
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);

// Migrated as well: one definition's comment does not hold back the file.
const upper = standardTool({
  name: 'upper',
  description: 'Upper-case a text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
registerMcpTool(server, upper);
