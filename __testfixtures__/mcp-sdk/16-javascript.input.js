import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer() {
  const server = new McpServer({ name: 'js-server', version: '1.0.0' });

  server.tool('echo', 'Echo a message', { message: z.string() }, async ({ message }) => ({
    content: [{ type: 'text', text: `Echo: ${message}` }],
  }));

  server.registerTool(
    'fail',
    { description: 'Always fails', inputSchema: { reason: z.string() } },
    async ({ reason }) => {
      throw new Error(reason);
    },
  );

  return server;
}
