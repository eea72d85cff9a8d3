import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const GreetInput = z.object({
  name: z.string().min(1).describe('Who to greet'),
  excited: z.boolean().optional(),
});

export const server = new McpServer({ name: 'greeter', version: '1.0.0' });

const greet = standardTool({
  name: 'greet',
  description: 'Greet someone',
  inputSchema: GreetInput,
  execute: async ({ name, excited }) => {
    const greeting = `Hello, ${name}`;
    return excited ? greeting + '!' : greeting;
  },
});
registerMcpTool(server, greet);

const shout = standardTool({
  name: 'shout',
  description: 'Shout a word',
  inputSchema: z.object({ word: z.string() }).strict(),
  execute: async ({ word }) => {
    if (word === 'boom') throw new Error('too loud');
    return word.toUpperCase() + '!';
  },
});
registerMcpTool(server, shout);
