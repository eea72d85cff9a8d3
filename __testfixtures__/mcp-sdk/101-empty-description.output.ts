import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'notes', version: '1.0.0' });
const NO_DESCRIPTION = '';

// Written empty: the SDK lists `description: ""`, unlike a tool written without one.
const listNotes = standardTool({
  name: 'list_notes',
  description: '',
  execute: async () => 'no notes',
});
registerMcpTool(server, listNotes, {
  description: '',
});

const addNote = standardTool({
  name: 'add_note',
  description: NO_DESCRIPTION,
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => `added ${text}`,
});
registerMcpTool(server, addNote, {
  description: '',
});

const countNotes = standardTool({
  name: 'count_notes',
  description: ``,
  inputSchema: z.object({ folder: z.string() }),
  execute: async ({ folder }) => `0 in ${folder}`,
});
registerMcpTool(server, countNotes, {
  description: '',
});

const clearNotes = standardTool({
  name: 'clear_notes',
  description: '',
  execute: async () => 'cleared',
});
registerMcpTool(server, clearNotes);
