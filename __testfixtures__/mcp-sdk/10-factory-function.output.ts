import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function createServer(prefix: string) {
  const server = new McpServer({ name: 'factory', version: '1.0.0' });
  const greet = `${prefix}: hello`;

  const greetDefinition = standardTool({
    name: 'greet',
    description: 'Greet with the configured prefix',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => `${greet}, ${name}`,
  });
  registerMcpTool(server, greetDefinition);

  if (prefix.length > 0) {
    const prefixDefinition = standardTool({
      name: 'prefix',
      description: 'The configured prefix',
      execute: async () => {
        return prefix + '';
      },
    });
    registerMcpTool(server, prefixDefinition);
  }

  return server;
}
