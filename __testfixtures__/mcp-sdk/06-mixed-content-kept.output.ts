import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const server = new McpServer({ name: 'images', version: '1.0.0' });

const renderChart = standardTool({
  name: 'render_chart',
  description: 'Render a chart as an image with a caption',
  inputSchema: z.object({ title: z.string() }),
  execute: async ({ title }) => ({
    content: [
      { type: 'image', data: PIXEL, mimeType: 'image/png' },
      { type: 'text', text: `Chart: ${title}` },
    ],
  }),
});
registerMcpTool(server, renderChart);
