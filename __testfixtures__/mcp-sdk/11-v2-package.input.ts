import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2-server', version: '2.0.0' });

server.registerTool(
  'add',
  {
    title: 'Add',
    description: 'Add two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ sum: z.number() }),
    annotations: { readOnlyHint: true },
  },
  async ({ a, b }) => {
    const output = { sum: a + b };
    return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
  },
);

server.registerTool(
  'session',
  { description: 'The current session' },
  async (ctx) => ({ content: [{ type: 'text', text: `session ${String(ctx.sessionId)}` }] }),
);
