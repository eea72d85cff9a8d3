import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const kart_find = { name: 'kart_find', description: 'Finds symbols' } as const;
const TOOLS = { SEARCH: 'search' } as const;

export function createServer() {
  const server = new McpServer({ name: 'names', version: '1.0.0' });

  // A name read from a key that only says "name": the variable is named after what holds it.
  const kartFind = standardTool({
    name: kart_find.name,
    description: kart_find.description ?? '',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => `found ${query}`,
  });
  registerMcpTool(server, kartFind);

  // A key that says more than "name" names it.
  const search = standardTool({
    name: TOOLS.SEARCH,
    description: 'Searches',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => `searched ${query}`,
  });
  registerMcpTool(server, search);

  return server;
}
