import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

// An empty raw shape in a file that imports no zod: the adapter hands 1.x a plain `z.object({})` as `{}` again.
// With the project's zod known, the file gets `import { z } from 'zod'` (test/transforms/mcp-empty-shape.test.ts);
// here, with no project versions, it is left and reported.
export const server = new McpServer({ name: 'empty-shapes', version: '1.0.0' });

server.tool('ping', 'Ping', {}, async () => ({ content: [{ type: 'text', text: 'pong' }] }));

server.registerTool(
  'status',
  { title: 'Status', description: 'Status', inputSchema: {}, outputSchema: {} },
  async (args) => ({ content: [{ type: 'text', text: `${Object.keys(args).length} arguments` }], structuredContent: {} }),
);
