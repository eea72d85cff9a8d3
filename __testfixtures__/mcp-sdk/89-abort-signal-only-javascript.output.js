import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { abortSignalOf, registerMcpTool } from './std-tool.js';

export const server = new McpServer({ name: 'abortable-js', version: '1.0.0' });

const download = {
  name: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }, extra) => {
    const response = await fetch(url, { signal: abortSignalOf(extra) });
    return await response.text();
  },
};
registerMcpTool(server, download);

const tick = {
  name: 'tick',
  description: 'Tick',
  execute: (_input, extra) => {
    if (abortSignalOf(extra).aborted) throw new Error('cancelled');
    return 'tick';
  },
};
registerMcpTool(server, tick);
