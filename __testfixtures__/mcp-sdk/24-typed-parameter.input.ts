import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

/** Registers the math tools on any server. */
export function registerMathTools(server: McpServer): void {
  server.registerTool(
    'sum',
    {
      description: 'Sum a list of numbers',
      inputSchema: { values: z.array(z.number()) },
    },
    async ({ values }) => ({
      content: [{ type: 'text', text: String(values.reduce((total, value) => total + value, 0)) }],
    }),
  );
}
