import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function registerTools(server: McpServer): void {
  const list = standardTool({
    name: 'list',
    title: 'List',
    description: 'List the entries.',
    inputSchema: z.object({ path: z.string() }),
    execute: async ({ path }) => `list ${path}`,
  });
  registerMcpTool(server, list, {
    annotations: { readOnlyHint: true },
  });
  const read = standardTool({
    name: 'read',
    title: 'Read',
    description: 'Read a file.',
    inputSchema: z.object({ path: z.string() }),
    execute: async ({ path }) => `read ${path}`,
  });
  registerMcpTool(server, read);
  const stat = standardTool({
    name: 'stat',
    description: 'Stat a file.',
    inputSchema: z.object({ path: z.string() }),
    execute: async ({ path }) => `stat ${path}`,
  });
  registerMcpTool(server, stat);
}

export function registerLocal(server: McpServer): void {
  const echo = standardTool({
    name: 'echo',
    description: 'Echo the text.',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  });
  registerMcpTool(server, echo);
}

export function registerTooEarly(server: McpServer): void {
  // Read before its declaration: this throws, and is left to throw.
  server.registerTool('ping', PING_TOOL, async () => ({ content: [{ type: 'text', text: 'pong' }] }));

  const PING_TOOL = { description: 'Ping.' };
}

export function registerLast(server: McpServer): void {
  // Read once the function has returned: the constant is set by then.
  queueMicrotask(() => {
    const last = standardTool({
      name: 'last',
      description: 'Last.',
      execute: async () => 'last',
    });
    registerMcpTool(server, last);
  });
}
