import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { standardTool, registerMcpTool, type McpToolContext } from './std-tool';

export function createServer() {
  const server = new McpServer({ name: 'results', version: '1.0.0' });

  // A string: one text block.
  const describeNumber = standardTool({
    name: 'describe_number',
    description: 'Describe a number',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }) => {
      if (n < 0) return 'negative';
      return `positive ${n}`;
    },
  });
  registerMcpTool(server, describeNumber);

  // An object: its JSON text and structuredContent.
  const divide = standardTool({
    name: 'divide',
    description: 'Divide',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ quotient: z.number() }),
    execute: async ({ a, b }) => {
      const output = { quotient: a / b };
      return output;
    },
  });
  registerMcpTool(server, divide, { annotations: { readOnlyHint: true } });

  // A result kept as written, in a try.
  const parseJson = standardTool({
    name: 'parse_json',
    description: 'Check JSON',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => {
      try {
        JSON.parse(text);
        return 'valid';
      } catch {
        return { content: [{ type: 'text' as const, text: 'invalid' }], isError: true };
      }
    },
  });
  registerMcpTool(server, parseJson);

  // No input schema: the SDK calls back with `extra` alone.
  const whoami = standardTool({
    name: 'whoami',
    description: 'The session',
    execute: async (_input, extra: McpToolContext) => `session ${String(extra.sessionId)}`,
  });
  registerMcpTool(server, whoami);

  return server;
}
