import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const Mood = z.enum(['calm', 'angry']);

export function createServer() {
  const server = new McpServer({ name: 'input-texts', version: '1.0.0' });

  // A field the input schema makes a string: the handler gets what the schema parsed.
  server.registerTool(
    'echo',
    { description: 'Echo the input back', inputSchema: { text: z.string().describe('What to echo') } },
    async ({ text }) => ({ content: [{ type: 'text', text }] }),
  );

  server.registerTool('mood', { inputSchema: z.object({ mood: Mood, name: z.string().min(1) }) }, async ({ mood, name }) => {
    if (mood === 'angry') return { isError: true, content: [{ type: 'text', text: name }] };
    return { content: [{ type: 'text' as const, text: mood }] };
  });

  server.tool('shout', 'Shout a word', { word: z.string().trim().toUpperCase() }, async ({ word: loud }) => {
    return { content: [{ type: 'text', text: loud }] };
  });

  return server;
}
