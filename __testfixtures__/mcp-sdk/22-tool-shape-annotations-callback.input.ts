import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, shape, annotations, cb): no description: migrated with an empty one, and reported.
server.tool('negate', { n: z.number() }, { readOnlyHint: true }, async ({ n }) => ({
  content: [{ type: 'text', text: String(-n) }],
}));
