import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ToolRegistry } from './registry';

// Only an McpServer's registerTool is an MCP tool: these are someone else's.
const registry = new ToolRegistry();
registry.registerTool('add', { description: 'Add', inputSchema: { a: z.number() } }, async ({ a }) => ({
  content: [{ type: 'text', text: String(a) }],
}));

class Toolbox {
  registerTool(name: string, config: object, run: () => unknown) {
    return { name, config, run };
  }
}
const toolbox: Toolbox = new Toolbox();
toolbox.registerTool('noop', { description: 'Nothing' }, () => ({ content: [] }));

function setUp(server: { tool(name: string, run: () => unknown): void }) {
  server.tool('ping', () => 'pong');
}

export const server = new McpServer({ name: 'empty', version: '1.0.0' });
setUp({ tool() {} });
