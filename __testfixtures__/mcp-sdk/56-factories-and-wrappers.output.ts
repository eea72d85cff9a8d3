import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// A local factory with no return type: every return is a new McpServer.
function createServer() {
  const server = new McpServer({ name: 'factory', version: '1.0.0' });
  return server;
}

const makeServer = () => new McpServer({ name: 'arrow', version: '1.0.0' });

const server = createServer();
const echo = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
registerMcpTool(server, echo);

const arrow = makeServer();
const now = standardTool({
  name: 'now',
  description: 'The time',
  execute: async () => new Date().toISOString(),
});
registerMcpTool(arrow, now);

// A wrapper that keeps the type: the file's project types `wrapped` an McpServer (the type oracle).
function withLogging<T extends object>(target: T): T {
  return target;
}

const wrapped = withLogging(new McpServer({ name: 'wrapped', version: '1.0.0' }));
const wrappedDefinition = standardTool({
  name: 'wrapped',
  description: 'Wrapped',
  execute: async () => 'w',
});
registerMcpTool(wrapped, wrappedDefinition);

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
