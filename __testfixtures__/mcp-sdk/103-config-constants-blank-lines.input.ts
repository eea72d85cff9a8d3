import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const LIST_TOOL = {
  title: 'List',
  description: 'List the entries.',
  inputSchema: { path: z.string() },
  annotations: { readOnlyHint: true },
} as const;

const READ_TOOL = {
  title: 'Read',
  description: 'Read a file.',
  inputSchema: { path: z.string() },
} as const;

const STAT_TOOL = {
  description: 'Stat a file.',
  inputSchema: { path: z.string() },
} as const;

export function registerTools(server: McpServer): void {
  server.registerTool('list', LIST_TOOL, async ({ path }) => ({ content: [{ type: 'text', text: `list ${path}` }] }));
  server.registerTool('read', READ_TOOL, async ({ path }) => ({ content: [{ type: 'text', text: `read ${path}` }] }));
  server.registerTool('stat', STAT_TOOL, async ({ path }) => ({ content: [{ type: 'text', text: `stat ${path}` }] }));
}

export function registerLocal(server: McpServer): void {
  const ECHO_TOOL = {
    description: 'Echo the text.',
    inputSchema: { text: z.string() },
  };

  server.registerTool('echo', ECHO_TOOL, async ({ text }) => ({ content: [{ type: 'text', text }] }));
}

export function registerTooEarly(server: McpServer): void {
  // Read before its declaration: this throws, and is left to throw.
  server.registerTool('ping', PING_TOOL, async () => ({ content: [{ type: 'text', text: 'pong' }] }));

  const PING_TOOL = { description: 'Ping.' };
}

export function registerLast(server: McpServer): void {
  // Read once the function has returned: the constant is set by then.
  queueMicrotask(() => {
    server.registerTool('last', LAST_TOOL, async () => ({ content: [{ type: 'text', text: 'last' }] }));
  });

  const LAST_TOOL = { description: 'Last.' };
}
