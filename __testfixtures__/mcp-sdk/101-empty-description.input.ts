import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'notes', version: '1.0.0' });
const NO_DESCRIPTION = '';

// Written empty: the SDK lists `description: ""`, unlike a tool written without one.
server.registerTool('list_notes', { description: '' }, async () => ({
  content: [{ type: 'text', text: 'no notes' }],
}));

server.registerTool(
  'add_note',
  { description: NO_DESCRIPTION, inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text: `added ${text}` }] }),
);

server.tool('count_notes', ``, { folder: z.string() }, async ({ folder }) => ({
  content: [{ type: 'text', text: `0 in ${folder}` }],
}));

server.registerTool('clear_notes', {}, async () => ({ content: [{ type: 'text', text: 'cleared' }] }));
