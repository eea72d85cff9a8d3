import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'references', version: '1.0.0' });

// A constant holding an object of zod values: a raw shape.
const GreetShape = { name: z.string() };
server.registerTool('greet', { description: 'Greet', inputSchema: GreetShape }, async ({ name }) => ({
  content: [{ type: 'text', text: `Hello, ${name}` }],
}));

// A zod object's `.shape`: a raw shape too.
const ReadArgs = z.object({ path: z.string() });
server.registerTool('read', { description: 'Read', inputSchema: ReadArgs.shape }, async ({ path }) => ({
  content: [{ type: 'text', text: path.toUpperCase() }],
}));

// A value the file does not show (a call, an import): a schema or a raw shape; the
// adapter takes both, and hands them to the SDK as it took them.
function searchSchema() {
  return z.object({ query: z.string().min(2) });
}
server.registerTool('search', { description: 'Search', inputSchema: searchSchema() }, async ({ query }) => ({
  content: [{ type: 'text', text: `found ${query}` }],
}));

// A call that returns a raw shape (as genkit-tools' getCommonSchema() does): kept as written too.
function commonShape(): z.ZodRawShape {
  return { projectRoot: z.string().min(1) };
}
server.registerTool('locate', { description: 'Locate', inputSchema: commonShape() }, async ({ projectRoot }) => ({
  content: [{ type: 'text', text: `root ${String(projectRoot)}` }],
}));
