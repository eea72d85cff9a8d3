import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'names', version: '1.0.0' });

const filesRead = {
  name: 'files/read',
  description: 'Read a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => `contents of ${path}`,
} satisfies StandardTool;
registerMcpTool(server, filesRead);

const dbQuery = {
  name: 'db.query',
  description: 'Run a query',
  inputSchema: z.object({ sql: z.string() }),
  execute: async ({ sql }) => `rows for ${sql}`,
} satisfies StandardTool;
registerMcpTool(server, dbQuery);

const deleteTool = {
  name: 'delete',
  description: 'Delete everything',
  inputSchema: z.object({}),
  execute: async () => 'deleted',
} satisfies StandardTool;
registerMcpTool(server, deleteTool);
