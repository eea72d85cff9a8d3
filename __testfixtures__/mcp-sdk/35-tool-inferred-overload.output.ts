import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LOOKUP_DESCRIPTION, READ_ONLY, SEARCH_SHAPE } from './constants';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'inferred', version: '1.0.0' });

// Imported values of unknown kind: only one reading of these calls ends with the callback.
const lookup = standardTool({
  name: 'lookup',
  description: LOOKUP_DESCRIPTION,
  inputSchema: z.object({ key: z.string() }),
  execute: async ({ key }) => `value of ${key}`,
});
registerMcpTool(server, lookup, {
  annotations: READ_ONLY,
});

// Two readings work (a raw shape or annotations; a description, a shape or annotations): left alone.
server.tool('search', 'Search', SEARCH_SHAPE, async () => ({ content: [{ type: 'text', text: 'none' }] }));
server.tool('describe', LOOKUP_DESCRIPTION, async () => ({ content: [{ type: 'text', text: 'described' }] }));
