import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describeRequest } from './handlers';

export const server = new McpServer({ name: 'forms', version: '1.0.0' });

// Without an input schema the SDK passes `extra` first; `execute` gets it second.
server.registerTool('request_id', { description: 'The request id' }, extra => ({
  content: [{ type: 'text', text: String(extra.requestId) }],
}));

server.registerTool('described', { description: 'Describe the request' }, describeRequest);

server.registerTool('session', { description: 'The session' }, async function session(extra) {
  return { content: [{ type: 'text', text: `${extra.sessionId ?? 'none'}` }] };
});

server.registerTool('kind', { description: 'The kind of a value', inputSchema: { value: z.unknown() } }, async ({ value }) =>
  ({ content: [{ type: 'text', text: typeof value }] }) as CallToolResult,
);
