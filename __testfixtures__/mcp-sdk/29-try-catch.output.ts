import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'parse', version: '1.0.0' });

const parseJson = standardTool({
  name: 'parse_json',
  description: 'Check that a text is JSON',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => {
    try {
      JSON.parse(text);
      return 'valid JSON';
    } catch (error) {
      return `invalid JSON: ${(error as Error).message}`;
    }
  },
});
registerMcpTool(server, parseJson);

const parseNumber = standardTool({
  name: 'parse_number',
  description: 'Parse a number',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => {
    try {
      const value = Number(text);
      if (Number.isNaN(value)) throw new Error('not a number');
      return String(value);
    } catch (error) {
      throw new Error((error as Error).message);
    }
  },
});
registerMcpTool(server, parseNumber);

// Kept: unwrapped, `JSON.stringify(stats)` would run in the adapter, outside this `try`,
// and a BigInt would no longer reach the `catch`.
const statsDefinition = standardTool({
  name: 'stats',
  description: 'Statistics for a count',
  inputSchema: z.object({ count: z.number().int() }),
  execute: async ({ count }) => {
    try {
      const stats = { count, big: count > 100 ? BigInt(count) : count };
      return { content: [{ type: 'text', text: JSON.stringify(stats) }], structuredContent: stats };
    } catch {
      return { content: [{ type: 'text', text: 'too big to report' }] };
    }
  },
});
registerMcpTool(server, statsDefinition);
