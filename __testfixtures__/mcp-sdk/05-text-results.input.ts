import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer() {
  const server = new McpServer({ name: 'texts', version: '1.0.0' });

  server.registerTool(
    'describe_number',
    {
      description: 'Describe a number in words',
      inputSchema: { n: z.number() },
    },
    async ({ n }) => {
      if (n < 0) {
        return { content: [{ type: 'text', text: 'negative' }] };
      }
      const parity = n % 2 === 0 ? 'even' : 'odd';
      if (n > 1000) return { content: [{ type: 'text', text: `large and ${parity}` }] };
      return {
        content: [
          {
            type: 'text',
            text: 'small and ' + parity,
          },
        ],
      };
    },
  );

  // Unwrapped: no syntax shows `value` a string, its type does (z.string() input; the type oracle).
  server.registerTool(
    'echo_raw',
    {
      description: 'Echo a value as given',
      inputSchema: { value: z.string() },
    },
    async ({ value }) => ({ content: [{ type: 'text', text: value }] }),
  );

  return server;
}
