import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const server = new McpServer({ name: 'shapes', version: '1.0.0' });

const SearchInput = z.object({ query: z.string(), limit: z.number().optional() });

// `X.shape` of a zod object the file builds: a raw shape.
const search = standardTool({
  name: 'search',
  description: 'Search the index',
  inputSchema: z.object(SearchInput.shape),
  execute: async ({ query }) => query,
});
registerMcpTool(server, search);

// Declared elsewhere (as an import would be): the file's project types them (the type oracle).
declare const LookupInput: z.ZodObject<{ id: z.ZodString }>;
declare const filterShape: { tag: z.ZodString };
declare const title: string;

const lookup = standardTool({
  name: 'lookup',
  description: 'Look up by id',
  inputSchema: z.object(LookupInput.shape),
  execute: async ({ id }) => id,
});
registerMcpTool(server, lookup);

const filter = standardTool({
  name: 'filter',
  description: title,
  inputSchema: z.object(filterShape),
  execute: async ({ tag }) => tag,
});
registerMcpTool(server, filter);

const find = standardTool({
  name: 'find',
  description: 'Find',
  inputSchema: z.object(LookupInput.shape),
  execute: async ({ id }) => id,
});
registerMcpTool(server, find);

const tagged = standardTool({
  name: 'tagged',
  description: 'Tagged',
  inputSchema: z.object(filterShape),
  execute: async ({ tag }) => tag,
});
registerMcpTool(server, tagged);
