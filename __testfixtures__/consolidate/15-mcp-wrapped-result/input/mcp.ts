import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { formatConversion } from './convert';

export const server = new McpServer({ name: 'money', version: '1.0.0' });

// The MCP copy wraps its result: the adapter rebuilds the same text block from the plain string.
server.registerTool(
  'convert_currency',
  {
    description: 'Convert an amount between currencies',
    inputSchema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
  },
  async ({ amount, from, to }) => ({ content: [{ type: 'text', text: formatConversion(amount, from, to) }] }),
);
