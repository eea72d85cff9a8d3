import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Reassigned: which server this is depends on the run, but both are McpServers by type (the type oracle).
let current = new McpServer({ name: 'a', version: '1.0.0' });
current = new McpServer({ name: 'b', version: '1.0.0' });
const aDefinition = standardTool({
  name: 'a',
  description: 'A',
  execute: async () => 'a',
});
registerMcpTool(current, aDefinition);

// 2.x has no tool().
const v2 = new McpServer({ name: 'v2', version: '1.0.0' });
v2.tool('b', 'B', async () => ({ content: [{ type: 'text', text: 'b' }] }));

export class App {
  server = new McpServer({ name: 'app', version: '1.0.0' });

  setUp() {
    const c = standardTool({
      name: 'c',
      description: 'C',
      execute: async () => 'c',
    });
    registerMcpTool(this.server, c);
  }
}

// A variable typed McpServer is one, whatever it was set to; MCP-only keys (icons) go to the options.
export function register(source: McpServer) {
  const server: McpServer = source;
  const d = standardTool({
    name: 'd',
    description: 'D',
    inputSchema: z.object({ a: z.string() }),
    execute: async ({ a }) => a + '.',
  });
  registerMcpTool(server, d, {
    icons: [{ src: 'https://example.com/d.png' }],
  });
}
