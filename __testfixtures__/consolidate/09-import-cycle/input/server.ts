import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { standardTool, registerMcpTool } from './std-tool';
import { agentTools } from './agent';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

/** Documentation search. */
export const searchDocs = standardTool({
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `Found: ${query}`,
});
registerMcpTool(server, searchDocs);

export const toolCount = agentTools.length + 1;
