import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'names', version: '1.0.0' });

const filesRead = standardTool({
  name: 'files/read',
  description: 'Read a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => `contents of ${path}`,
});
registerMcpTool(server, filesRead);

const dbQuery = standardTool({
  name: 'db.query',
  description: 'Run a query',
  inputSchema: z.object({ sql: z.string() }),
  execute: async ({ sql }) => `rows for ${sql}`,
});
registerMcpTool(server, dbQuery);

const deleteTool = standardTool({
  name: 'delete',
  description: 'Delete everything',
  inputSchema: z.object({}),
  execute: async () => 'deleted',
});
registerMcpTool(server, deleteTool);
