import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'manual', version: '1.0.0' });

// An object literal that is neither a raw shape nor a schema: left alone.
server.registerTool('search', { description: 'Search', inputSchema: { type: 'object', properties: {} } }, async (input) => ({
  content: [{ type: 'text', text: JSON.stringify(input) }],
}));

// Names computed at run time, with no effect: kept as written.
for (const unit of ['cm', 'in']) {
  server.registerTool(`to_${unit}`, { description: `Convert to ${unit}`, inputSchema: { value: z.number() } }, async ({ value }) => ({
    content: [{ type: 'text', text: String(value) }],
  }));
}

// A server the code does not show to be an McpServer.
export function register(target: any) {
  target.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
}
