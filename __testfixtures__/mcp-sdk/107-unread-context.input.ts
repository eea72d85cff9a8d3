import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

// The request context is declared and never read: nothing of MCP in these handlers.
server.registerTool(
  'count',
  { description: 'Count the words', inputSchema: { text: z.string() } },
  async ({ text }, extra) => ({ content: [{ type: 'text', text: String(text.split(' ').length) }] }),
);

server.tool('ping', 'Ping the server', async (extra) => ({ content: [{ type: 'text', text: 'pong' }] }));

function reverse({ text }: { text: string }, extra) {
  return { content: [{ type: 'text' as const, text: [...text].reverse().join('') }] };
}
server.tool('reverse', 'Reverse a text', { text: z.string() }, reverse);

// Read: tied.
server.tool('session', 'The session id', async (extra) => ({
  content: [{ type: 'text', text: String(extra.sessionId) }],
}));

// `arguments` could read it without naming it: tied.
server.tool('arity', 'How many arguments the SDK passed', { text: z.string() }, async function ({ text }, extra) {
  return { content: [{ type: 'text', text: `${text}: ${arguments.length}` }] };
});
