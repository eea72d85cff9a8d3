import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, annotations, cb): values are primitives, so these are annotations.
const listRegions = {
  name: 'list_regions',
  description: 'List the regions',
  execute: async () => 'eu, us',
} satisfies StandardTool;
registerMcpTool(server, listRegions, {
  annotations: { title: 'Regions', readOnlyHint: true, idempotentHint: true },
});
