import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, cb): no description: migrated with an empty one (MCP lists none, as before), and reported.
const ping = standardTool({
  name: 'ping',
  description: '',
  execute: async () => 'pong',
});
registerMcpTool(server, ping);
