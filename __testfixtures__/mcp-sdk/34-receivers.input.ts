import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

// Reassigned: which server this is depends on the run, but both are McpServers by type (the type oracle).
let current = new McpServer({ name: 'a', version: '1.0.0' });
current = new McpServer({ name: 'b', version: '1.0.0' });
current.registerTool('a', { description: 'A' }, async () => ({ content: [{ type: 'text', text: 'a' }] }));

// 2.x has no tool().
const v2 = new McpServer({ name: 'v2', version: '1.0.0' });
v2.tool('b', 'B', async () => ({ content: [{ type: 'text', text: 'b' }] }));

export class App {
  server = new McpServer({ name: 'app', version: '1.0.0' });

  setUp() {
    this.server.registerTool('c', { description: 'C' }, async () => ({ content: [{ type: 'text', text: 'c' }] }));
  }
}

// A variable typed McpServer is one, whatever it was set to; MCP-only keys (icons) go to the options.
export function register(source: McpServer) {
  const server: McpServer = source;
  server.registerTool(
    'd',
    { description: 'D', icons: [{ src: 'https://example.com/d.png' }], inputSchema: z.object({ a: z.string() }) },
    async ({ a }) => ({ content: [{ type: 'text', text: a + '.' }] }),
  );
}
