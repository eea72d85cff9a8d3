import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function createServer() {
  const server = new McpServer({ name: 'texts', version: '1.0.0' });

  const describeNumber = standardTool({
    name: 'describe_number',
    description: 'Describe a number in words',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }) => {
      if (n < 0) {
        return 'negative';
      }
      const parity = n % 2 === 0 ? 'even' : 'odd';
      if (n > 1000) return `large and ${parity}`;
      return 'small and ' + parity;
    },
  });
  registerMcpTool(server, describeNumber);

  // Unwrapped: no syntax shows `value` a string, its type does (z.string() input; the type oracle).
  const echoRaw = standardTool({
    name: 'echo_raw',
    description: 'Echo a value as given',
    inputSchema: z.object({ value: z.string() }),
    execute: async ({ value }) => value,
  });
  registerMcpTool(server, echoRaw);

  return server;
}
