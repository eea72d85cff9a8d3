import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

/** Registers the math tools on any server. */
export function registerMathTools(server: McpServer): void {
  const sum = standardTool({
    name: 'sum',
    description: 'Sum a list of numbers',
    inputSchema: z.object({ values: z.array(z.number()) }),
    execute: async ({ values }) => String(values.reduce((total, value) => total + value, 0)),
  });
  registerMcpTool(server, sum);
}
