import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

async function lookUpUser({ id }: { id: string }): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: `user ${id}` }] };
}

function serverTime(extra: { requestId: string | number }): CallToolResult {
  return { content: [{ type: 'text', text: `request ${extra.requestId}` }] };
}

const uptime = (): CallToolResult => ({ content: [{ type: 'text', text: 'up' }] });

export const server = new McpServer({ name: 'users', version: '1.0.0' });

server.registerTool('look_up_user', { description: 'Look a user up', inputSchema: { id: z.string() } }, lookUpUser);

server.registerTool('server_time', { description: 'The request being served' }, serverTime);

server.registerTool('uptime', { description: 'Is the server up?' }, uptime);
