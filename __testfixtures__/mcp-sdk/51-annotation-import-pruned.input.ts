import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolResult, type ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'annotated', version: '1.0.0' });

// Only the handler's annotation names CallToolResult: dropped with it, its import goes too.
server.registerTool(
  'echo',
  { description: 'Echo a message', inputSchema: { message: z.string() } },
  async ({ message }): Promise<CallToolResult> => ({ content: [{ type: 'text', text: `Echo: ${message}` }] }),
);

export type Seen = ServerNotification;
