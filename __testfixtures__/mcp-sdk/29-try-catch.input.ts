import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'parse', version: '1.0.0' });

server.registerTool(
  'parse_json',
  {
    description: 'Check that a text is JSON',
    inputSchema: { text: z.string() },
  },
  async ({ text }) => {
    try {
      JSON.parse(text);
      return { content: [{ type: 'text', text: 'valid JSON' }] };
    } catch (error) {
      return { content: [{ type: 'text', text: `invalid JSON: ${(error as Error).message}` }] };
    }
  },
);

server.registerTool(
  'parse_number',
  {
    description: 'Parse a number',
    inputSchema: { text: z.string() },
  },
  async ({ text }) => {
    try {
      const value = Number(text);
      if (Number.isNaN(value)) throw new Error('not a number');
      return { content: [{ type: 'text', text: String(value) }] };
    } catch (error) {
      return { content: [{ type: 'text', text: (error as Error).message }], isError: true };
    }
  },
);

// Kept: unwrapped, `JSON.stringify(stats)` would run in the adapter, outside this `try`,
// and a BigInt would no longer reach the `catch`.
server.registerTool(
  'stats',
  {
    description: 'Statistics for a count',
    inputSchema: { count: z.number().int() },
  },
  async ({ count }) => {
    try {
      const stats = { count, big: count > 100 ? BigInt(count) : count };
      return { content: [{ type: 'text', text: JSON.stringify(stats) }], structuredContent: stats };
    } catch {
      return { content: [{ type: 'text', text: 'too big to report' }] };
    }
  },
);
