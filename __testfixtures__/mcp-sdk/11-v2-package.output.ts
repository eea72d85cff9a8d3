import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'v2-server', version: '2.0.0' });

const add = standardTool({
  name: 'add',
  title: 'Add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.object({ sum: z.number() }),
  execute: async ({ a, b }) => {
    const output = { sum: a + b };
    return output;
  },
});
registerMcpTool(server, add, {
  annotations: { readOnlyHint: true },
});

// 2.x still takes a raw shape (deprecated): it becomes z.object, which 2.x takes natively.
const greet = standardTool({
  name: 'greet',
  description: 'Greet',
  inputSchema: z.object({ name: z.string().default('you') }),
  execute: async ({ name }) => `Hello, ${name}`,
});
registerMcpTool(server, greet);

const session = standardTool({
  name: 'session',
  description: 'The current session',
  execute: async (_input, ctx: McpToolContext) => `session ${String(ctx.sessionId)}`,
});
registerMcpTool(server, session);
