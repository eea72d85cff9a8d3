import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { convertCurrency } from './langchain';
import { registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'money', version: '1.0.0' });

// The MCP copy answers with the JSON of the same data: its template (`toMcpResult`) keeps doing so after the merge.
registerMcpTool(server, convertCurrency, {
  toMcpResult: (value) => ({
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  }),
});
