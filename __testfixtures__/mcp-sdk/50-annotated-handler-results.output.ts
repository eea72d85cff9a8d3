import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'annotated', version: '1.0.0' });

// The handlers say what they return: once their results are plain values, so must the annotation.
const echo = standardTool({
  name: 'echo',
  description: 'Echo a message',
  inputSchema: z.object({ message: z.string() }),
  execute: async ({ message }): Promise<string> => {
    if (message === '') return 'nothing to echo';
    return `Echo: ${message}`;
  },
});
registerMcpTool(server, echo);

const shout = standardTool({
  name: 'shout',
  description: 'Shout a word',
  inputSchema: z.object({ word: z.string() }),
  execute: ({ word }): string => `${word}!`,
});
registerMcpTool(server, shout);

const statsDefinition = standardTool({
  name: 'stats',
  description: 'Count the letters',
  inputSchema: z.object({ word: z.string() }),
  execute: async function ({ word }) {
    const stats = { letters: word.length };
    return stats;
  },
});
registerMcpTool(server, statsDefinition);

const kept = standardTool({
  name: 'kept',
  description: 'A result the adapter passes through',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }): Promise<CallToolResult> => ({
    content: [
      { type: 'text', text: word },
      { type: 'text', text: '(kept)' },
    ],
    isError: true,
  }),
});
registerMcpTool(server, kept);
