import { McpServer, type RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'placements', version: '1.0.0' });

// The registration's result is kept: the tool is declared before the statement.
export const lookup = server.registerTool('lookup', { description: 'Look up', inputSchema: { key: z.string() } }, async ({ key }) => ({
  content: [{ type: 'text', text: `value of ${key}` }],
}));
lookup.disable();

// Not statements of their own: the standard tool goes inline.
const registered: RegisteredTool[] = [];
registered.push(server.tool('first', 'The first tool', async () => ({ content: [{ type: 'text', text: '1' }] })));

export function maybeRegister(enabled: boolean) {
  if (enabled) server.registerTool('second', { description: 'The second tool' }, async () => ({ content: [{ type: 'text', text: '2' }] }));
}
