import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { standardTool, registerMcpTool } from './std-tool';

export const server = new McpServer({ name: 'constants', version: '1.0.0' });

// A constant holding a result (`content`): the adapter passed it through, so it stays as written.
const dashboard = standardTool({
  name: 'show_dashboard',
  description: 'Show the dashboard',
  inputSchema: z.object({ topic: z.string() }),
  execute: async ({ topic }) => {
    const result = {
      content: [{ type: 'text' as const, text: `Dashboard for "${topic}".` }],
      structuredContent: { topic },
    };
    console.log('dashboard', result);
    return result;
  },
});
registerMcpTool(server, dashboard);

// A constant holding a plain object: its JSON text and structuredContent.
const stats = standardTool({
  name: 'stats',
  description: 'Statistics',
  execute: async () => {
    const figures = { requests: 128 };
    return figures;
  },
});
registerMcpTool(server, stats);

// Named `structuredContent`: written as the shorthand.
const totals = standardTool({
  name: 'totals',
  description: 'Totals',
  execute: async () => {
    const structuredContent = { total: 3 };
    return structuredContent;
  },
});
registerMcpTool(server, totals);
