import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, annotations, cb): values are primitives, so these are annotations.
server.tool('list_regions', 'List the regions', { title: 'Regions', readOnlyHint: true, idempotentHint: true }, async () => ({
  content: [{ type: 'text', text: 'eu, us' }],
}));
