import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const EchoSchema = z.object({
  message: z.string().describe('Message to echo'),
});

// Tool configuration
const name = 'echo';

export const registerEchoTool = (server: McpServer) => {
  const echo = standardTool({
    name,
    title: 'Echo Tool',
    description:
      'Echoes back ' +
      'the input string',
    inputSchema: EchoSchema,
    execute: async (args) => {
      const validatedArgs = EchoSchema.parse(args);
      return `Echo: ${validatedArgs.message}`;
    },
  });
  registerMcpTool(server, echo, {
    annotations: {
      readOnlyHint: true,
      openWorldHint: false,
    },
  });
};

// Used twice: left as it is.
const shared = { description: 'Shared', inputSchema: { n: z.number() } };

export function registerShared(server: McpServer) {
  server.registerTool('first', shared, async ({ n }) => ({ content: [{ type: 'text', text: String(n) }] }));
  server.registerTool('second', shared, async ({ n }) => ({ content: [{ type: 'text', text: String(-n) }] }));
}

export function createServer() {
  const server = new McpServer({ name: 'config-constant', version: '1.0.0' });
  registerEchoTool(server);
  registerShared(server);
  return server;
}
