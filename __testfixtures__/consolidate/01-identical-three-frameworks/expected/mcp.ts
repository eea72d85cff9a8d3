import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { searchDocs } from './langchain';
import { registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

registerMcpTool(server, searchDocs);
