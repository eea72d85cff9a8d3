import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'manual-handlers', version: '1.0.0' });

// `execute` is called as a method: `this` would change.
server.registerTool('self', { description: 'Reads this' }, function (this: unknown) {
  return { content: [{ type: 'text', text: String(this) }] };
});

// A shifted parameter list would change what `args` holds.
server.registerTool('count_args', { description: 'Counts its arguments' }, async (...args) => ({
  content: [{ type: 'text', text: String(args.length) }],
}));

// The outer tool migrates; the one it registers at run time is left for a person.
const enableExtra = standardTool({
  name: 'enable_extra',
  description: 'Registers another tool',
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    server.registerTool(String(name), { description: 'Added at run time' }, async () => ({ content: [{ type: 'text', text: 'extra' }] }));
    return `registered ${name}`;
  },
});
registerMcpTool(server, enableExtra);
