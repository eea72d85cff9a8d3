import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

// The comment next to the name has no place in the standard object: the file is left
// as it is and reported, rather than losing it.
server.registerTool(
  /* keep in sync with docs/tools.md */ 'echo',
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);
