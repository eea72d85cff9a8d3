import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function register(server: McpServer, lookup: (id: string) => Promise<Record<string, string>>): void {
  server.tool('describe', 'Describe a record', { id: z.string() }, async ({ id }) => {
    const record = await lookup(id);
    return {
      content: [
        {
          type: 'text',
          text: JSON.stringify(
            {
              id,
              fields: Object.keys(record),
            },
            null,
            2,
          ),
        },
      ],
    };
  });

  server.tool('list', 'List the ids', { ids: z.array(z.string()) }, async ({ ids }) => ({
    content: [
      {
        type: 'text',
        text: ids
          .map((id) => `- ${id}`)
          .join('\n'),
      },
    ],
  }));
}
