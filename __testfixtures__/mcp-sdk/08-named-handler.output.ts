import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerMcpTool, type StandardTool } from './std-tool';

async function lookUpUser({ id }: { id: string }): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: `user ${id}` }] };
}

function serverTime(extra: { requestId: string | number }): CallToolResult {
  return { content: [{ type: 'text', text: `request ${extra.requestId}` }] };
}

const uptime = (): CallToolResult => ({ content: [{ type: 'text', text: 'up' }] });

export const server = new McpServer({ name: 'users', version: '1.0.0' });

const lookUpUserDefinition = {
  name: 'look_up_user',
  description: 'Look a user up',
  inputSchema: z.object({ id: z.string() }),
  execute: lookUpUser,
} satisfies StandardTool;
registerMcpTool(server, lookUpUserDefinition);

const serverTimeDefinition = {
  name: 'server_time',
  description: 'The request being served',
  execute: (_input, extra) => serverTime(extra),
} satisfies StandardTool;
registerMcpTool(server, serverTimeDefinition);

const uptimeDefinition = {
  name: 'uptime',
  description: 'Is the server up?',
  execute: uptime,
} satisfies StandardTool;
registerMcpTool(server, uptimeDefinition);
