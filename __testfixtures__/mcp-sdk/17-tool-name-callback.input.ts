import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, cb): no description: migrated with an empty one (MCP lists none, as before), and reported.
server.tool('ping', async () => ({ content: [{ type: 'text', text: 'pong' }] }));
