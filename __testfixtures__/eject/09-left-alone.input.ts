import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool, toAiSdk } from './std-tool';
import { lookUp, base } from './elsewhere';

export const server = new McpServer({ name: 'manual', version: '1.0.0' });

// A result whose type eject cannot tell.
const lookup = standardTool({
  name: 'lookup',
  description: 'Look up',
  inputSchema: z.object({ key: z.string() }),
  execute: async ({ key }) => lookUp(key),
});
registerMcpTool(server, lookup);

// execute reads the standard tool through `this`.
const named = standardTool({
  name: 'named',
  description: 'Says its name',
  async execute() {
    return this.name;
  },
});
export const namedTool = toAiSdk(named);

// A spread: no native definition can be written for sure.
const spread = standardTool({
  ...base,
  name: 'spread',
  execute: async () => 1,
});
export const spreadTool = toAiSdk(spread);
