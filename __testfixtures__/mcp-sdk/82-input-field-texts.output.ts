import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const Mood = z.enum(['calm', 'angry']);

export function createServer() {
  const server = new McpServer({ name: 'input-texts', version: '1.0.0' });

  // A field the input schema makes a string: the handler gets what the schema parsed.
  const echo = standardTool({
    name: 'echo',
    description: 'Echo the input back',
    inputSchema: z.object({ text: z.string().describe('What to echo') }),
    execute: async ({ text }) => text,
  });
  registerMcpTool(server, echo);

  const moodDefinition = standardTool({
    name: 'mood',
    description: '',
    inputSchema: z.object({ mood: Mood, name: z.string().min(1) }),
    execute: async ({ mood, name }) => {
      if (mood === 'angry') throw new Error(name);
      return mood;
    },
  });
  registerMcpTool(server, moodDefinition);

  const shout = standardTool({
    name: 'shout',
    description: 'Shout a word',
    inputSchema: z.object({ word: z.string().trim().toUpperCase() }),
    execute: async ({ word: loud }) => {
      return loud;
    },
  });
  registerMcpTool(server, shout);

  return server;
}
