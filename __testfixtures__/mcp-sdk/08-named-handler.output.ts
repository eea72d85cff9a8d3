import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

async function lookUpUser({ id }: { id: string }): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: `user ${id}` }] };
}

function serverTime(extra: { requestId: string | number }): CallToolResult {
  return { content: [{ type: 'text', text: `request ${extra.requestId}` }] };
}

const uptime = (): CallToolResult => ({ content: [{ type: 'text', text: 'up' }] });

export const server = new McpServer({ name: 'users', version: '1.0.0' });

const lookUpUserDefinition = standardTool({
  name: 'look_up_user',
  description: 'Look a user up',
  inputSchema: z.object({ id: z.string() }),
  execute: lookUpUser,
});
registerMcpTool(server, lookUpUserDefinition);

const serverTimeDefinition = standardTool({
  name: 'server_time',
  description: 'The request being served',
  execute: (_input, extra) => serverTime(extra),
});
registerMcpTool(server, serverTimeDefinition);

const uptimeDefinition = standardTool({
  name: 'uptime',
  description: 'Is the server up?',
  execute: uptime,
});
registerMcpTool(server, uptimeDefinition);
