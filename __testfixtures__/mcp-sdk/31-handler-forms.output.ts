import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { describeRequest } from './handlers';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'forms', version: '1.0.0' });

// Without an input schema the SDK passes `extra` first; `execute` gets it second.
const requestId = {
  name: 'request_id',
  description: 'The request id',
  execute: (_input, extra) => String(extra.requestId),
} satisfies StandardTool;
registerMcpTool(server, requestId);

const described = {
  name: 'described',
  description: 'Describe the request',
  execute: (_input, extra) => describeRequest(extra),
} satisfies StandardTool;
registerMcpTool(server, described);

const sessionDefinition = {
  name: 'session',
  description: 'The session',
  execute: async function session(_input, extra) {
    return `${extra.sessionId ?? 'none'}`;
  },
} satisfies StandardTool;
registerMcpTool(server, sessionDefinition);

const kind = {
  name: 'kind',
  description: 'The kind of a value',
  inputSchema: z.object({ value: z.unknown() }),
  execute: async ({ value }) =>
    typeof value,
} satisfies StandardTool;
registerMcpTool(server, kind);
