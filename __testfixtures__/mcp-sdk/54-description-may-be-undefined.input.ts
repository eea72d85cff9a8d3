import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });
const citySchema = z.object({ city: z.string() }).describe('A city');
const settings = loadSettings();

function loadSettings(): { description?: string } | undefined {
  return undefined;
}

// A zod schema's description is `string | undefined`: MCP listed none when it was.
server.registerTool(
  'get_weather',
  { description: citySchema.description, inputSchema: citySchema.shape },
  async ({ city }) => ({ content: [{ type: 'text', text: `sunny in ${city}` }] }),
);

server.registerTool(
  'get_forecast',
  {
    description: settings?.description, // may be unset
    inputSchema: { city: z.string() },
  },
  async ({ city }) => ({ content: [{ type: 'text', text: `more sun in ${city}` }] }),
);
