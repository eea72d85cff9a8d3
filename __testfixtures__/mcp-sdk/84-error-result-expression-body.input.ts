import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer() {
  const server = new McpServer({ name: 'error-bodies', version: '1.0.0' });

  // An error result as an arrow's expression body: the SDK answers a throw with the same result.
  server.registerTool('refuse', { description: 'Always refuses', inputSchema: { reason: z.string() } }, ({ reason }) => ({
    isError: true,
    content: [{ type: 'text', text: reason }],
  }));

  server.registerTool('closed', { description: 'Closed for today' }, async () => ({
    content: [{ type: 'text', text: 'closed' }],
    isError: true,
  }));

  return server;
}
