import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

const getForecast = standardTool({
  name: 'get_forecast',
  title: 'Forecast',
  description: 'Get the weather forecast for a city',
  inputSchema: z.object({ city: z.string(), days: z.number().int().min(1).max(7).default(3) }),
  execute: async ({ city, days }) => `${days}-day forecast for ${city}: sunny`,
});
registerMcpTool(server, getForecast, {
  annotations: { readOnlyHint: true, openWorldHint: true },
  _meta: { 'example.com/team': 'weather' },
});
