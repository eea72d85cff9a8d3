import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const server = new McpServer({ name: 'images', version: '1.0.0' });

server.registerTool(
  'render_chart',
  {
    description: 'Render a chart as an image with a caption',
    inputSchema: { title: z.string() },
  },
  async ({ title }) => ({
    content: [
      { type: 'image', data: PIXEL, mimeType: 'image/png' },
      { type: 'text', text: `Chart: ${title}` },
    ],
  }),
);
