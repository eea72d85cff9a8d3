import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { describe } from './describe';
import type { ToolExtra, Params } from './progress';

export const server = new McpServer({ name: 'own', version: '1.0.0' });

// Types of the user's own modules stay on the parameters, and their imports stay (read or not).
server.registerTool(
  'look_up',
  {
    description: 'Look up',
    inputSchema: { id: z.string() },
  },
  (params: Params, extra: ToolExtra) => ({ content: [{ type: 'text', text: `found ${params.id} for ${String(extra.sessionId)}` }] }),
);

// The adapter module's context type goes: the SDK types `extra` again.
server.registerTool(
  'session',
  {
    description: 'The session',
  },
  (extra) => ({ content: [{ type: 'text', text: `session ${String(extra.sessionId)}` }] }),
);
