import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'annotated', version: '1.0.0' });

// The handlers say what they return: once their results are plain values, so must the annotation.
server.registerTool(
  'echo',
  { description: 'Echo a message', inputSchema: { message: z.string() } },
  async ({ message }): Promise<CallToolResult> => {
    if (message === '') return { content: [{ type: 'text', text: 'nothing to echo' }] };
    return { content: [{ type: 'text', text: `Echo: ${message}` }] };
  },
);

server.registerTool(
  'shout',
  { description: 'Shout a word', inputSchema: { word: z.string() } },
  ({ word }): CallToolResult => ({ content: [{ type: 'text', text: `${word}!` }] }),
);

server.registerTool(
  'stats',
  { description: 'Count the letters', inputSchema: { word: z.string() } },
  async function ({ word }): Promise<CallToolResult> {
    const stats = { letters: word.length };
    return { content: [{ type: 'text', text: JSON.stringify(stats) }], structuredContent: stats };
  },
);

server.registerTool(
  'kept',
  { description: 'A result the adapter passes through', inputSchema: { word: z.string() } },
  async ({ word }): Promise<CallToolResult> => ({
    content: [
      { type: 'text', text: word },
      { type: 'text', text: '(kept)' },
    ],
    isError: true,
  }),
);
