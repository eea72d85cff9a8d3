import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.registerTool(
  'get_weather',
  {
    description: 'Get the current weather for a city',
    inputSchema: { city: z.string() },
  },
  async ({ city }) => ({ content: [{ type: 'text', text: `Sunny in ${city}` }] }),
);
