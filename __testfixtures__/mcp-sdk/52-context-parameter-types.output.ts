import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'contexts', version: '1.0.0' });

// The SDK typed each callback's `extra`; as a standard tool's execute it would be `any`.
const session = standardTool({
  name: 'session',
  description: 'The session',
  execute: (_input, extra: McpToolContext) => `session ${String(extra.sessionId)}`,
});
registerMcpTool(server, session);

const notify = standardTool({
  name: 'notify',
  description: 'Notify',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }, { sendNotification }: McpToolContext) => {
    await sendNotification({ method: 'notifications/message', params: { level: 'info', data: text } });
    return text;
  },
});
registerMcpTool(server, notify);

// An annotation of its own stays as it is.
const request = standardTool({
  name: 'request',
  description: 'The request',
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }, extra: RequestHandlerExtra<never, never>) => `${id} ${String(extra.requestId)}`,
});
registerMcpTool(server, request);
