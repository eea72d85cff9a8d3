import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// The SDK loaded at run time (top-level await: an ES module): migrated as with an import.
const { McpServer } = await import('@modelcontextprotocol/server');
const server = new McpServer({ name: 'dynamic', version: '1.0.0' });
const ping = standardTool({
  name: 'ping',
  description: 'Ping',
  inputSchema: z.object({}),
  execute: async () => undefined,
});
registerMcpTool(server, ping);
const pong = standardTool({
  name: 'pong',
  description: 'Pong',
  inputSchema: z.object({}),
  execute: async () => undefined,
});
registerMcpTool(server, pong);
await server.connect(undefined as never);
