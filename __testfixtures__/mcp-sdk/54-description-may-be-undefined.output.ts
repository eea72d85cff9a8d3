import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });
const citySchema = z.object({ city: z.string() }).describe('A city');
const settings = loadSettings();

function loadSettings(): { description?: string } | undefined {
  return undefined;
}

// A zod schema's description is `string | undefined`: MCP listed none when it was.
const getWeather = standardTool({
  name: 'get_weather',
  description: citySchema.description ?? '',
  inputSchema: z.object(citySchema.shape),
  execute: async ({ city }) => `sunny in ${city}`,
});
registerMcpTool(server, getWeather);

const getForecast = standardTool({
  name: 'get_forecast',
  description: settings?.description ?? '', // may be unset
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `more sun in ${city}`,
});
registerMcpTool(server, getForecast);
