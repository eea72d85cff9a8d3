import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function createServer() {
  const server = new McpServer({ name: 'error-bodies', version: '1.0.0' });

  // An error result as an arrow's expression body: the SDK answers a throw with the same result.
  const refuse = standardTool({
    name: 'refuse',
    description: 'Always refuses',
    inputSchema: z.object({ reason: z.string() }),
    execute: ({ reason }) => { throw new Error(reason); },
  });
  registerMcpTool(server, refuse);

  const closed = standardTool({
    name: 'closed',
    description: 'Closed for today',
    execute: async () => { throw new Error('closed'); },
  });
  registerMcpTool(server, closed);

  return server;
}
