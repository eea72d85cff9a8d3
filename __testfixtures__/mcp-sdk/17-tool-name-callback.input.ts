import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, cb): no description, which a standard tool needs — reported, left as it is.
server.tool('ping', async () => ({ content: [{ type: 'text', text: 'pong' }] }));
