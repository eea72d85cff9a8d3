import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, cb): no input schema, so the SDK calls the callback with `extra` alone.
const sessionInfo = standardTool({
  name: 'session_info',
  description: 'Describe the current request',
  execute: async (_input, extra: McpToolContext) => `request ${String(extra.requestId)}`,
});
registerMcpTool(server, sessionInfo);
