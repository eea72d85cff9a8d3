import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer() {
  const server = new McpServer({ name: 'results', version: '1.0.0' });

  // A string: one text block.
  server.registerTool(
    'describe_number',
    {
      description: 'Describe a number',
      inputSchema: { n: z.number() },
    },
    async ({ n }) => {
      if (n < 0) return { content: [{ type: 'text', text: 'negative' }] };
      return { content: [{ type: 'text', text: `positive ${n}` }] };
    },
  );

  // An object: its JSON text and structuredContent.
  server.registerTool(
    'divide',
    {
      description: 'Divide',
      inputSchema: { a: z.number(), b: z.number() },
      outputSchema: { quotient: z.number() },
      annotations: { readOnlyHint: true },
    },
    async ({ a, b }) => {
      const output = { quotient: a / b };
      return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
    },
  );

  // A result kept as written, in a try.
  server.registerTool(
    'parse_json',
    {
      description: 'Check JSON',
      inputSchema: { text: z.string() },
    },
    async ({ text }) => {
      try {
        JSON.parse(text);
        return { content: [{ type: 'text', text: 'valid' }] };
      } catch {
        return { content: [{ type: 'text' as const, text: 'invalid' }], isError: true };
      }
    },
  );

  // No input schema: the SDK calls back with `extra` alone.
  server.registerTool(
    'whoami',
    {
      description: 'The session',
    },
    async (extra) => ({ content: [{ type: 'text', text: `session ${String(extra.sessionId)}` }] }),
  );

  return server;
}
