import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'notes', version: '2.0.0' });

// Written empty: the SDK lists `description: ""`, unlike a tool written without one.
const addNote = standardTool({
  name: 'add_note',
  description: '',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => `added ${text}`,
});
registerMcpTool(server, addNote, {
  description: '',
});

const clearNotes = standardTool({
  name: 'clear_notes',
  title: 'Clear',
  description: '',
  execute: async () => 'cleared',
});
registerMcpTool(server, clearNotes);
