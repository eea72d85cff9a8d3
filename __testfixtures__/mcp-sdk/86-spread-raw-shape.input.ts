import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const tableFields = { baseId: z.string(), tableId: z.string() };

export const server = new McpServer({ name: 'tables', version: '1.0.0' });

// The spread's keys are zod schemas by the project's types: a raw shape.
server.registerTool(
  'list_records',
  { description: 'List records', inputSchema: { ...tableFields, maxRecords: z.number().optional() } },
  async ({ baseId, tableId }) => ({ content: [{ type: 'text', text: `${baseId}/${tableId}` }] }),
);

server.tool('count_records', 'Count records', { ...tableFields }, async ({ tableId }) => ({
  content: [{ type: 'text', text: tableId }],
}));

const settings: any = { verbose: z.boolean() };

// A spread typed `any`: the types do not show zod schemas, so it is left alone.
server.registerTool(
  'configure',
  { description: 'Configure', inputSchema: { ...settings } },
  async () => ({ content: [{ type: 'text' as const, text: 'done' }] }),
);
