import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'files', version: '1.0.0' });

const files: Record<string, string> = { 'a.txt': 'hello' };

const readFile = standardTool({
  name: 'read_file',
  description: 'Read a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const text = files[path];
    if (text === undefined) {
      throw new Error(`No such file: ${path}`);
    }
    return `${text}`;
  },
});
registerMcpTool(server, readFile);
