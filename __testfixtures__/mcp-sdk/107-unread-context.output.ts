import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

// The request context is declared and never read: nothing of MCP in these handlers.
const count = standardTool({
  name: 'count',
  description: 'Count the words',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }, extra) => String(text.split(' ').length),
});
registerMcpTool(server, count);

const ping = standardTool({
  name: 'ping',
  description: 'Ping the server',
  execute: async (_input, extra) => 'pong',
});
registerMcpTool(server, ping);

function reverse({ text }: { text: string }, extra) {
  return { content: [{ type: 'text' as const, text: [...text].reverse().join('') }] };
}
const reverseDefinition = standardTool({
  name: 'reverse',
  description: 'Reverse a text',
  inputSchema: z.object({ text: z.string() }),
  execute: reverse,
});
registerMcpTool(server, reverseDefinition);

// Read: tied.
const session = standardTool({
  name: 'session',
  description: 'The session id',
  execute: async (_input, extra: McpToolContext) => String(extra.sessionId),
});
registerMcpTool(server, session);

// `arguments` could read it without naming it: tied.
const arity = standardTool({
  name: 'arity',
  description: 'How many arguments the SDK passed',
  inputSchema: z.object({ text: z.string() }),
  execute: async function ({ text }, extra: McpToolContext) {
    return `${text}: ${arguments.length}`;
  },
});
registerMcpTool(server, arity);
