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

// 2.x still takes a raw shape (deprecated): it becomes z.object, which 2.x takes natively.
server.registerTool('greet', { description: 'Greet', inputSchema: { name: z.string().default('you') } }, async ({ name }) => ({
  content: [{ type: 'text', text: `Hello, ${name}` }],
}));

server.registerTool(
  'session',
  { description: 'The current session' },
  async (ctx) => ({ content: [{ type: 'text', text: `session ${String(ctx.sessionId)}` }] }),
);
