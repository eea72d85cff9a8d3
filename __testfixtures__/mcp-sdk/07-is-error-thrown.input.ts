import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'files', version: '1.0.0' });

const files: Record<string, string> = { 'a.txt': 'hello' };

server.registerTool(
  'read_file',
  {
    description: 'Read a file',
    inputSchema: { path: z.string() },
  },
  async ({ path }) => {
    const text = files[path];
    if (text === undefined) {
      return { content: [{ type: 'text', text: `No such file: ${path}` }], isError: true };
    }
    return { content: [{ type: 'text', text: `${text}` }] };
  },
);
