import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const tableFields = { baseId: z.string(), tableId: z.string() };

export const server = new McpServer({ name: 'tables', version: '1.0.0' });

// The spread's keys are zod schemas by the project's types: a raw shape.
const listRecords = standardTool({
  name: 'list_records',
  description: 'List records',
  inputSchema: z.object({ ...tableFields, maxRecords: z.number().optional() }),
  execute: async ({ baseId, tableId }) => `${baseId}/${tableId}`,
});
registerMcpTool(server, listRecords);

const countRecords = standardTool({
  name: 'count_records',
  description: 'Count records',
  inputSchema: z.object({ ...tableFields }),
  execute: async ({ tableId }) => tableId,
});
registerMcpTool(server, countRecords);

const settings: any = { verbose: z.boolean() };

// A spread typed `any`: the types do not show zod schemas, so it is left alone.
server.registerTool(
  'configure',
  { description: 'Configure', inputSchema: { ...settings } },
  async () => ({ content: [{ type: 'text' as const, text: 'done' }] }),
);
