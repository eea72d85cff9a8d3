import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool, toAiSdk, toLangChain } from './std-tool';

export const server = new McpServer({ name: 'shared', version: '1.0.0' });

/** One tool, three frameworks. */
export const greet = standardTool({
  name: 'greet',
  description: 'Greet someone',
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}`,
});
export const greetTool = toAiSdk(greet);
export const greetLangChain = toLangChain(greet);
registerMcpTool(server, greet);
