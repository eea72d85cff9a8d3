import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'contexts', version: '1.0.0' });

// The SDK typed each callback's `extra`; as a standard tool's execute it would be `any`.
server.registerTool('session', { description: 'The session' }, extra => ({
  content: [{ type: 'text', text: `session ${String(extra.sessionId)}` }],
}));

server.registerTool(
  'notify',
  { description: 'Notify', inputSchema: { text: z.string() } },
  async ({ text }, { sendNotification }) => {
    await sendNotification({ method: 'notifications/message', params: { level: 'info', data: text } });
    return { content: [{ type: 'text', text }] };
  },
);

// An annotation of its own stays as it is.
server.registerTool(
  'request',
  { description: 'The request', inputSchema: { id: z.string() } },
  async ({ id }, extra: RequestHandlerExtra<never, never>) => ({
    content: [{ type: 'text', text: `${id} ${String(extra.requestId)}` }],
  }),
);
