import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, annotations, cb): values are primitives, so these are annotations.
const listRegions = standardTool({
  name: 'list_regions',
  description: 'List the regions',
  execute: async () => 'eu, us',
});
registerMcpTool(server, listRegions, {
  annotations: { title: 'Regions', readOnlyHint: true, idempotentHint: true },
});
