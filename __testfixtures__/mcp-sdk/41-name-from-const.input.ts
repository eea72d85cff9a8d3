import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'names', version: '1.0.0' });

// A name bound once to a string: the standard tool gets the same string.
const name = 'echo';
server.registerTool(
  name,
  { description: 'Echo', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);
