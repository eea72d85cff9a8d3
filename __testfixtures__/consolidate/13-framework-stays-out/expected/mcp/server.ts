import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool } from '../std-tool';
import { searchDocs } from '../tools/search_docs';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

registerMcpTool(server, searchDocs);
