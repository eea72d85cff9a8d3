import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { formatConversion } from './convert';
import { standardTool, registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'money', version: '1.0.0' });

// The MCP copy wraps its result: the adapter rebuilds the same text block from the plain string.
const convertCurrency = standardTool({
  name: 'convert_currency',
  description: 'Convert an amount between currencies',
  inputSchema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
  execute: async ({ amount, from, to }) => ({ content: [{ type: 'text', text: formatConversion(amount, from, to) }] }),
});
registerMcpTool(server, convertCurrency);
