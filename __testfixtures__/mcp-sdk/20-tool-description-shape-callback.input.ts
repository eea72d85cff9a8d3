import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, description, shape, cb)
server.tool(
  'multiply',
  'Multiply two numbers',
  {
    a: z.number().describe('First factor'),
    b: z.number().describe('Second factor'),
  },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a * b) }] }),
);

// An empty object is a raw shape to the SDK: the tool takes an (empty) object.
server.tool('reset', 'Reset the counters', {}, async () => ({ content: [{ type: 'text', text: 'reset' }] }));
