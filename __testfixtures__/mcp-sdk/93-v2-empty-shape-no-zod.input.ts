import { McpServer } from '@modelcontextprotocol/server';

// An empty raw shape in a file that imports no zod: 2.x wraps it with its own zod 4 `z.object({})`.
// With the project's zod 4 known, the file gets `import { z } from 'zod'` (test/transforms/mcp-empty-shape.test.ts);
// here, with no project versions, it is left and reported.
export const server = new McpServer({ name: 'empty-shapes', version: '2.0.0' });

server.registerTool('ping', { description: 'Ping', inputSchema: {} }, async () => ({
  content: [{ type: 'text' as const, text: 'pong' }],
}));

server.registerTool(
  'status',
  { description: 'Status', inputSchema: {}, outputSchema: {} },
  async (args) => ({ content: [{ type: 'text' as const, text: `${Object.keys(args).length} arguments` }], structuredContent: {} }),
);
