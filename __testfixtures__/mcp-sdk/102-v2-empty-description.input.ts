import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'notes', version: '2.0.0' });

// Written empty: the SDK lists `description: ""`, unlike a tool written without one.
server.registerTool(
  'add_note',
  { description: '', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => ({ content: [{ type: 'text', text: `added ${text}` }] }),
);

server.registerTool('clear_notes', { title: 'Clear' }, async () => ({ content: [{ type: 'text', text: 'cleared' }] }));
