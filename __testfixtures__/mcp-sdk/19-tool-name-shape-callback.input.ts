import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'overloads', version: '1.0.0' });

// tool(name, shape, cb) and tool(name, annotations, cb): no description: migrated with an empty one, and reported.
server.tool('square', { n: z.number() }, async ({ n }) => ({ content: [{ type: 'text', text: String(n * n) }] }));
server.tool('now', { readOnlyHint: true, title: 'Now' }, async () => ({ content: [{ type: 'text', text: 'now' }] }));
