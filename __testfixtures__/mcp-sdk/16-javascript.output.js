import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool } from './std-tool.js';

export function createServer() {
  const server = new McpServer({ name: 'js-server', version: '1.0.0' });

  const echo = {
    name: 'echo',
    description: 'Echo a message',
    inputSchema: z.object({ message: z.string() }),
    execute: async ({ message }) => `Echo: ${message}`,
  };
  registerMcpTool(server, echo);

  const fail = {
    name: 'fail',
    description: 'Always fails',
    inputSchema: z.object({ reason: z.string() }),
    execute: async ({ reason }) => {
      throw new Error(reason);
    },
  };
  registerMcpTool(server, fail);

  return server;
}
