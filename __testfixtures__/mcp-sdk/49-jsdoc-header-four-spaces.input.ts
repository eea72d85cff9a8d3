/**
 * A server indented by four spaces, under a JSDoc header whose ` * ` lines are not its
 * indentation: the migrated definition is indented by four too.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer(): McpServer {
    const server = new McpServer({ name: 'greeter', version: '1.0.0' });
    server.registerTool(
        'greet',
        {
            description: 'Greet someone',
            inputSchema: { name: z.string() }
        },
        async ({ name }) => ({
            content: [{ type: 'text', text: `Hello, ${name}` }]
        })
    );
    return server;
}
