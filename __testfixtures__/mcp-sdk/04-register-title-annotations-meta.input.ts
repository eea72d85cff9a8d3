import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.registerTool(
  'get_forecast',
  {
    title: 'Forecast',
    description: 'Get the weather forecast for a city',
    inputSchema: { city: z.string(), days: z.number().int().min(1).max(7).default(3) },
    annotations: { readOnlyHint: true, openWorldHint: true },
    _meta: { 'example.com/team': 'weather' },
  },
  async ({ city, days }) => ({
    content: [{ type: 'text', text: `${days}-day forecast for ${city}: sunny` }],
  }),
);
