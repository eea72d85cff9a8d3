import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const GreetInput = z.object({
  name: z.string().min(1).describe('Who to greet'),
  excited: z.boolean().optional(),
});

export const server = new McpServer({ name: 'greeter', version: '1.0.0' });

server.registerTool('greet', {
  description: 'Greet someone',
  inputSchema: GreetInput,
}, async ({ name, excited }) => {
  const greeting = `Hello, ${name}`;
  return { content: [{ type: 'text' as const, text: excited ? greeting + '!' : greeting }] };
});

server.registerTool('shout', {
  description: 'Shout a word',
  inputSchema: z.object({ word: z.string() }).strict(),
}, async ({ word }) => {
  if (word === 'boom') throw new Error('too loud');
  return { content: [{ type: 'text', text: word.toUpperCase() + '!' }] };
});
