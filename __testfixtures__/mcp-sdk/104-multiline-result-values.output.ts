import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export function register(server: McpServer, lookup: (id: string) => Promise<Record<string, string>>): void {
  const describe = standardTool({
    name: 'describe',
    description: 'Describe a record',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }) => {
      const record = await lookup(id);
      return JSON.stringify(
        {
          id,
          fields: Object.keys(record),
        },
        null,
        2,
      );
    },
  });
  registerMcpTool(server, describe);

  const list = standardTool({
    name: 'list',
    description: 'List the ids',
    inputSchema: z.object({ ids: z.array(z.string()) }),
    execute: async ({ ids }) => ids
      .map((id) => `- ${id}`)
      .join('\n'),
  });
  registerMcpTool(server, list);
}
