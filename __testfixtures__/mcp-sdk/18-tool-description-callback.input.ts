import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, cb): no input schema, so the SDK calls the callback with `extra` alone.
server.tool('session_info', 'Describe the current request', async (extra) => ({
  content: [{ type: 'text', text: `request ${String(extra.requestId)}` }],
}));
