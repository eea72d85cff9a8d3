import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool } from './std-tool';
import { searchDocsDefinition as searchDocs } from './tools/search-docs';

export const server = new McpServer({ name: 'docs', version: '1.0.0' });

registerMcpTool(server, { ...searchDocs, name: 'search_docs' }, { annotations: { readOnlyHint: true } });
