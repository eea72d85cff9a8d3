import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'manual', version: '1.0.0' });

// An object literal that is neither a raw shape nor a schema: left alone.
server.registerTool('search', { description: 'Search', inputSchema: { type: 'object', properties: {} } }, async (input) => ({
  content: [{ type: 'text', text: JSON.stringify(input) }],
}));

// Names computed at run time, with no effect: kept as written.
for (const unit of ['cm', 'in']) {
  const to = standardTool({
    name: `to_${unit}`,
    description: `Convert to ${unit}`,
    inputSchema: z.object({ value: z.number() }),
    execute: async ({ value }) => String(value),
  });
  registerMcpTool(server, to);
}

// A server the code does not show to be an McpServer.
export function register(target: any) {
  target.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
}
