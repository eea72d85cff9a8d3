import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { describe } from './describe';
import type { ToolExtra, Params } from './progress';
import { standardTool, registerMcpTool, type McpToolContext } from './std-tool';

export const server = new McpServer({ name: 'own', version: '1.0.0' });

// Types of the user's own modules stay on the parameters, and their imports stay (read or not).
const lookUp = standardTool({
  name: 'look_up',
  description: 'Look up',
  inputSchema: z.object({ id: z.string() }),
  execute: (params: Params, extra: ToolExtra) => `found ${params.id} for ${String(extra.sessionId)}`,
});
registerMcpTool(server, lookUp);

// The adapter module's context type goes: the SDK types `extra` again.
const session = standardTool({
  name: 'session',
  description: 'The session',
  execute: (_input, extra: McpToolContext) => `session ${String(extra.sessionId)}`,
});
registerMcpTool(server, session);
