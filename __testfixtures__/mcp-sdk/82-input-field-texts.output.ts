import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { standardTool, registerMcpTool } from './std-tool';

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

  // Kept: an optional field may be undefined, a transform may give anything, and a name
  // declared again inside is another value.
  const maybe = standardTool({
    name: 'maybe',
    description: '',
    inputSchema: z.object({ note: z.string().optional() }),
    execute: async ({ note }) => ({ content: [{ type: 'text', text: note }] }),
  });
  registerMcpTool(server, maybe);

  const length = standardTool({
    name: 'length',
    description: '',
    inputSchema: z.object({ word: z.string().transform((word) => word.length) }),
    execute: async ({ word }) => ({ content: [{ type: 'text', text: word }] }),
  });
  registerMcpTool(server, length);

  const shadowed = standardTool({
    name: 'shadowed',
    description: '',
    inputSchema: z.object({ word: z.string(), count: z.number() }),
    execute: async ({ word, count }) => {
      {
        const word = count;
        if (word > 1) return { content: [{ type: 'text', text: word }] };
      }
      return { content: [{ type: 'text', text: word }] };
    },
  });
  registerMcpTool(server, shadowed);

  return server;
}
