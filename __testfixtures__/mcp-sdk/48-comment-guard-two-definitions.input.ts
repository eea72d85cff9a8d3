import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

// Left as it is: two definitions each hold a comment with no place in the standard object,
// so leaving the first alone still drops the second's (each is found, the rest migrated).
server.registerTool(
  /* keep in sync with docs/tools.md */ 'echo',
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);

server.registerTool(
  'add',
  { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
);

server.registerTool(
  /* renamed in 2.0 */ 'lower',
  { description: 'Lower-case a text', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text: text.toLowerCase() }] }),
);

server.registerTool(
  'upper',
  { description: 'Upper-case a text', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
);
