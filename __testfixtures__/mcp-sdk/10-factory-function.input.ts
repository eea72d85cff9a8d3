import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer(prefix: string) {
  const server = new McpServer({ name: 'factory', version: '1.0.0' });
  const greet = `${prefix}: hello`;

  server.registerTool(
    'greet',
    {
      description: 'Greet with the configured prefix',
      inputSchema: { name: z.string() },
    },
    async ({ name }) => ({ content: [{ type: 'text', text: `${greet}, ${name}` }] }),
  );

  if (prefix.length > 0) {
    server.registerTool('prefix', { description: 'The configured prefix' }, async () => {
      return { content: [{ type: 'text', text: prefix + '' }] };
    });
  }

  return server;
}
