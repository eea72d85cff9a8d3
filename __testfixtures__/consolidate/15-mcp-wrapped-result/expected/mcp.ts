import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { convertCurrency } from './langchain';
import { registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'money', version: '1.0.0' });

// The MCP copy wraps its result: the adapter rebuilds the same text block from the plain string.
registerMcpTool(server, convertCurrency);
