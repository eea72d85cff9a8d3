import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describeRequest } from './handlers';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'forms', version: '1.0.0' });

// Without an input schema the SDK passes `extra` first; `execute` gets it second.
const requestId = standardTool({
  name: 'request_id',
  description: 'The request id',
  execute: (_input, extra: McpToolContext) => String(extra.requestId),
});
registerMcpTool(server, requestId);

const described = standardTool({
  name: 'described',
  description: 'Describe the request',
  execute: (_input, extra) => describeRequest(extra),
});
registerMcpTool(server, described);

const sessionDefinition = standardTool({
  name: 'session',
  description: 'The session',
  execute: async function session(_input, extra: McpToolContext) {
    return `${extra.sessionId ?? 'none'}`;
  },
});
registerMcpTool(server, sessionDefinition);

const kind = standardTool({
  name: 'kind',
  description: 'The kind of a value',
  inputSchema: z.object({ value: z.unknown() }),
  execute: async ({ value }) =>
    typeof value,
});
registerMcpTool(server, kind);
