import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'kept', version: '1.0.0' });

async function load(): Promise<unknown> {
  return { rows: 1 };
}

// `JSON.stringify(data, null, 2)` is undefined when `data` is: not provably a string; the template
// (`toMcpResult`) writes the JSON of whatever `execute` returns.
server.registerTool('dump', { description: 'Dump the data' }, async () => {
  const data = await load();
  return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] };
});

// Kept: not an object literal the code can see through.
server.registerTool('answer', { description: 'Yes or no', inputSchema: { yes: z.boolean() } }, async ({ yes }) =>
  yes ? { content: [{ type: 'text', text: 'yes' }] } : { content: [{ type: 'text', text: 'no' }] },
);

// `out` changes after it is built: the adapter's own wrapping could not be proved the same; the
// template builds the result as written.
server.registerTool('counter', { description: 'Count' }, async () => {
  let out = { count: 1 };
  out = { count: 2 };
  return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out };
});

// A text block with annotations (a template), and an empty result (the adapters' result for `undefined`).
server.registerTool('note', { description: 'A note for the user' }, async () => ({
  content: [{ type: 'text', text: 'note', annotations: { audience: ['user'] } }],
}));
server.registerTool('nothing', { description: 'Nothing' }, async () => ({ content: [] }));
