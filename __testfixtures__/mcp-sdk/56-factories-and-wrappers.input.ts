import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// A local factory with no return type: every return is a new McpServer.
function createServer() {
  const server = new McpServer({ name: 'factory', version: '1.0.0' });
  return server;
}

const makeServer = () => new McpServer({ name: 'arrow', version: '1.0.0' });

const server = createServer();
server.registerTool('echo', { description: 'Echo', inputSchema: { text: z.string() } }, async ({ text }) => ({
  content: [{ type: 'text', text }],
}));

const arrow = makeServer();
arrow.tool('now', 'The time', async () => ({ content: [{ type: 'text', text: new Date().toISOString() }] }));

// A wrapper that keeps the type: the file's project types `wrapped` an McpServer (the type oracle).
function withLogging<T extends object>(target: T): T {
  return target;
}

const wrapped = withLogging(new McpServer({ name: 'wrapped', version: '1.0.0' }));
wrapped.registerTool('wrapped', { description: 'Wrapped' }, async () => ({ content: [{ type: 'text', text: 'w' }] }));

// A wrapper that loses the type: reported, not guessed.
function untyped(target: any): any {
  return target;
}

const loose = untyped(new McpServer({ name: 'loose', version: '1.0.0' }));
loose.registerTool('loose', { description: 'Loose' }, async () => ({ content: [{ type: 'text', text: 'l' }] }));

// A generic parameter bound by McpServer: its class may define its own registerTool; reported.
export function registerAll<S extends McpServer>(target: S) {
  target.registerTool('generic', { description: 'Generic' }, async () => ({ content: [{ type: 'text', text: 'g' }] }));
}
