import { McpServer, type RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'placements', version: '1.0.0' });

// The registration's result is kept: the tool is declared before the statement.
const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up',
  inputSchema: z.object({ key: z.string() }),
  execute: async ({ key }) => `value of ${key}`,
});
export const lookup = registerMcpTool(server, lookupDefinition);
lookup.disable();

// Not statements of their own: the standard tool goes inline.
const registered: RegisteredTool[] = [];
registered.push(registerMcpTool(server, {
  name: 'first',
  description: 'The first tool',
  execute: async () => '1',
}));

export function maybeRegister(enabled: boolean) {
  if (enabled) registerMcpTool(server, {
    name: 'second',
    description: 'The second tool',
    execute: async () => '2',
  });
}
