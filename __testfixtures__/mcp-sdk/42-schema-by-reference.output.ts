import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'references', version: '1.0.0' });

// A constant holding an object of zod values: a raw shape.
const GreetShape = { name: z.string() };
const greet = standardTool({
  name: 'greet',
  description: 'Greet',
  inputSchema: z.object(GreetShape),
  execute: async ({ name }) => `Hello, ${name}`,
});
registerMcpTool(server, greet);

// A zod object's `.shape`: a raw shape too.
const ReadArgs = z.object({ path: z.string() });
const read = standardTool({
  name: 'read',
  description: 'Read',
  inputSchema: z.object(ReadArgs.shape),
  execute: async ({ path }) => path.toUpperCase(),
});
registerMcpTool(server, read);

// A value the file does not show (a call, an import): a schema or a raw shape; the
// adapter takes both, and hands them to the SDK as it took them.
function searchSchema() {
  return z.object({ query: z.string().min(2) });
}
const search = standardTool({
  name: 'search',
  description: 'Search',
  inputSchema: searchSchema(),
  execute: async ({ query }) => `found ${query}`,
});
registerMcpTool(server, search);

// A call that returns a raw shape (as genkit-tools' getCommonSchema() does): kept as written too.
function commonShape(): z.ZodRawShape {
  return { projectRoot: z.string().min(1) };
}
const locate = standardTool({
  name: 'locate',
  description: 'Locate',
  inputSchema: commonShape(),
  execute: async ({ projectRoot }) => `root ${String(projectRoot)}`,
});
registerMcpTool(server, locate);
