import { z } from 'zod';

// The SDK loaded at run time (top-level await: an ES module): migrated as with an import.
const { McpServer } = await import('@modelcontextprotocol/server');
const server = new McpServer({ name: 'dynamic', version: '1.0.0' });
server.registerTool('ping', { description: 'Ping', inputSchema: z.object({}) }, async () => ({ content: [] }));
server.registerTool('pong', { description: 'Pong', inputSchema: z.object({}) }, async () => ({ content: [] }));
await server.connect(undefined as never);
