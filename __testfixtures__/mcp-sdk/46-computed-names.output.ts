import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Names computed at run time, with no effect: the standard tool keeps them as written.
export function createServer(toolName?: string) {
  const server = new McpServer({ name: 'computed', version: '1.0.0' });
  const webFetch = standardTool({
    name: toolName || 'web_fetch',
    description: 'Fetches a page',
    inputSchema: z.object({ url: z.string() }),
    execute: async ({ url }) => `fetched ${url}`,
  });
  registerMcpTool(server, webFetch);
  for (const unit of ['cm', 'in']) {
    const to = standardTool({
      name: `to_${unit}`,
      description: `Convert to ${unit}`,
      inputSchema: z.object({ value: z.number() }),
      execute: async ({ value }) => `${value}${unit}`,
    });
    registerMcpTool(server, to);
  }
  return server;
}
