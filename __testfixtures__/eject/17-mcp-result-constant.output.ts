import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'constants', version: '1.0.0' });

// A constant holding a result (`content`): the adapter passed it through, so it stays as written.
server.registerTool(
  'show_dashboard',
  {
    description: 'Show the dashboard',
    inputSchema: { topic: z.string() },
  },
  async ({ topic }) => {
    const result = {
      content: [{ type: 'text' as const, text: `Dashboard for "${topic}".` }],
      structuredContent: { topic },
    };
    console.log('dashboard', result);
    return result;
  },
);

// A constant holding a plain object: its JSON text and structuredContent.
server.registerTool(
  'stats',
  {
    description: 'Statistics',
  },
  async () => {
    const figures = { requests: 128 };
    return { content: [{ type: 'text', text: JSON.stringify(figures) }], structuredContent: figures };
  },
);

// Named `structuredContent`: written as the shorthand.
server.registerTool(
  'totals',
  {
    description: 'Totals',
  },
  async () => {
    const structuredContent = { total: 3 };
    return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
  },
);
