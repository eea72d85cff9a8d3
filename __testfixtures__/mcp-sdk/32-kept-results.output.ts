import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'kept', version: '1.0.0' });

async function load(): Promise<unknown> {
  return { rows: 1 };
}

// `JSON.stringify(data, null, 2)` is undefined when `data` is: not provably a string; the template
// (`toMcpResult`) writes the JSON of whatever `execute` returns.
const dump = standardTool({
  name: 'dump',
  description: 'Dump the data',
  execute: async () => {
    const data = await load();
    return data;
  },
});
registerMcpTool(server, dump, {
  toMcpResult: (data) => ({ content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] }),
});

// Kept: not an object literal the code can see through.
const answer = standardTool({
  name: 'answer',
  description: 'Yes or no',
  inputSchema: z.object({ yes: z.boolean() }),
  execute: async ({ yes }) =>
    yes ? { content: [{ type: 'text', text: 'yes' }] } : { content: [{ type: 'text', text: 'no' }] },
});
registerMcpTool(server, answer);

// `out` changes after it is built: the adapter's own wrapping could not be proved the same; the
// template builds the result as written.
const counter = standardTool({
  name: 'counter',
  description: 'Count',
  execute: async () => {
    let out = { count: 1 };
    out = { count: 2 };
    return out;
  },
});
registerMcpTool(server, counter, {
  toMcpResult: (out) => ({ content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out }),
});

// A text block with annotations (a template), and an empty result (the adapters' result for `undefined`).
const note = standardTool({
  name: 'note',
  description: 'A note for the user',
  execute: async () => 'note',
});
registerMcpTool(server, note, {
  toMcpResult: (text) => ({
    content: [{ type: 'text', text, annotations: { audience: ['user'] } }],
  }),
});
const nothing = standardTool({
  name: 'nothing',
  description: 'Nothing',
  execute: async () => undefined,
});
registerMcpTool(server, nothing);
