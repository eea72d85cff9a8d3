import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'abortable-js', version: '1.0.0' });

server.registerTool('download', { description: 'Download a URL', inputSchema: { url: z.string() } }, async ({ url }, extra) => {
  const response = await fetch(url, { signal: extra.signal });
  return { content: [{ type: 'text', text: await response.text() }] };
});

server.tool('tick', 'Tick', (extra) => {
  if (extra.signal.aborted) throw new Error('cancelled');
  return { content: [{ type: 'text', text: 'tick' }] };
});
