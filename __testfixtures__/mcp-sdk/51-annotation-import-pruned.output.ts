import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'annotated', version: '1.0.0' });

// Only the handler's annotation names CallToolResult: dropped with it, its import goes too.
const echo = standardTool({
  name: 'echo',
  description: 'Echo a message',
  inputSchema: z.object({ message: z.string() }),
  execute: async ({ message }): Promise<string> => `Echo: ${message}`,
});
registerMcpTool(server, echo);

export type Seen = ServerNotification;
