import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'names', version: '1.0.0' });

server.registerTool('files/read', { description: 'Read a file', inputSchema: { path: z.string() } }, async ({ path }) => ({
  content: [{ type: 'text', text: `contents of ${path}` }],
}));

server.registerTool('db.query', { description: 'Run a query', inputSchema: { sql: z.string() } }, async ({ sql }) => ({
  content: [{ type: 'text', text: `rows for ${sql}` }],
}));

server.registerTool('delete', { description: 'Delete everything', inputSchema: {} }, async () => ({
  content: [{ type: 'text', text: 'deleted' }],
}));
