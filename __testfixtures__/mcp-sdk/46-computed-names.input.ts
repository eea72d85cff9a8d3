import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Names computed at run time, with no effect: the standard tool keeps them as written.
export function createServer(toolName?: string) {
  const server = new McpServer({ name: 'computed', version: '1.0.0' });
  server.tool(toolName || 'web_fetch', 'Fetches a page', { url: z.string() }, async ({ url }) => ({
    content: [{ type: 'text', text: `fetched ${url}` }],
  }));
  for (const unit of ['cm', 'in']) {
    server.registerTool(`to_${unit}`, { description: `Convert to ${unit}`, inputSchema: { value: z.number() } }, async ({ value }) => ({
      content: [{ type: 'text', text: `${value}${unit}` }],
    }));
  }
  return server;
}
