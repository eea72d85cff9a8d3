import { tool } from 'ai';
import { tool as langchainTool } from '@langchain/core/tools';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'shared', version: '1.0.0' });

/** One tool, three frameworks. */
export const greetTool = tool({
  description: 'Greet someone',
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}`,
});
export const greetLangChain = langchainTool(
  async ({ name }) => `Hello, ${name}`,
  {
    name: 'greet',
    description: 'Greet someone',
    schema: z.object({ name: z.string() }),
  },
);
server.registerTool(
  'greet',
  {
    description: 'Greet someone',
    inputSchema: { name: z.string() },
  },
  async ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}` }] }),
);
