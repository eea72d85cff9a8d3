import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

// Migrated: its comments move with its properties.
server.registerTool(
  'add',
  {
    // What the tool does, for the model.
    description: 'Add two numbers',
    inputSchema: { a: z.number(), b: z.number() },
  },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
);

// Left as it is: the comment next to the name has no place in the standard object.
server.registerTool(
  /* keep in sync with docs/tools.md */ 'echo',
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);

// Migrated as well: one definition's comment does not hold back the file.
server.registerTool(
  'upper',
  { description: 'Upper-case a text', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
);
