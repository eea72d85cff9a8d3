import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'shapes', version: '1.0.0' });

const SearchInput = z.object({ query: z.string(), limit: z.number().optional() });

// `X.shape` of a zod object the file builds: a raw shape.
server.tool('search', 'Search the index', SearchInput.shape, async ({ query }) => ({
  content: [{ type: 'text', text: query }],
}));

// Declared elsewhere (as an import would be): the file's project types them (the type oracle).
declare const LookupInput: z.ZodObject<{ id: z.ZodString }>;
declare const filterShape: { tag: z.ZodString };
declare const title: string;

server.tool('lookup', 'Look up by id', LookupInput.shape, async ({ id }) => ({
  content: [{ type: 'text', text: id }],
}));

server.tool('filter', title, filterShape, async ({ tag }) => ({ content: [{ type: 'text', text: tag }] }));

server.registerTool(
  'find',
  { description: 'Find', inputSchema: LookupInput.shape },
  async ({ id }) => ({ content: [{ type: 'text', text: id }] }),
);

server.registerTool('tagged', { description: 'Tagged', inputSchema: filterShape }, async ({ tag }) => ({
  content: [{ type: 'text', text: tag }],
}));
