import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const kart_find = { name: 'kart_find', description: 'Finds symbols' } as const;
const TOOLS = { SEARCH: 'search' } as const;

export function createServer() {
  const server = new McpServer({ name: 'names', version: '1.0.0' });

  // A name read from a key that only says "name": the variable is named after what holds it.
  server.registerTool(
    kart_find.name,
    { description: kart_find.description, inputSchema: { query: z.string() } },
    async ({ query }) => ({ content: [{ type: 'text', text: `found ${query}` }] }),
  );

  // A key that says more than "name" names it.
  server.registerTool(TOOLS.SEARCH, { description: 'Searches', inputSchema: { query: z.string() } }, async ({ query }) => ({
    content: [{ type: 'text', text: `searched ${query}` }],
  }));

  return server;
}
