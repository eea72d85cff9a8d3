/**
 * A server indented by four spaces, under a JSDoc header whose ` * ` lines are not its
 * indentation: the migrated definition is indented by four too.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function createServer(): McpServer {
    const server = new McpServer({ name: 'greeter', version: '1.0.0' });
    const greet = standardTool({
        name: 'greet',
        description: 'Greet someone',
        inputSchema: z.object({ name: z.string() }),
        execute: async ({ name }) => `Hello, ${name}`,
    });
    registerMcpTool(server, greet);
    return server;
}
