import { McpServer, inputRequired as askFor } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2', version: '1.0.0' });

// `inputRequired(...)` of the 2.x server package is a result the adapter passed through: kept.
server.registerTool(
  'deploy',
  {
    description: 'Deploy',
    inputSchema: z.object({ env: z.string() }),
  },
  async ({ env }, ctx) => {
    if (!ctx.mcpReq.inputResponses?.confirm) {
      return askFor({
        inputRequests: {
          confirm: askFor.elicit({ message: `Deploy to ${env}?`, requestedSchema: { type: 'object', properties: {} } }),
        },
      });
    }
    return { content: [{ type: 'text', text: `deployed to ${env}` }] };
  },
);

// A function of the same name from elsewhere is not the SDK's: its type shows a plain record, wrapped.
function inputRequired(reason: string) {
  return { reason };
}

server.registerTool(
  'other',
  {
    description: 'Other',
  },
  async () => {
    const result = inputRequired('no');
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  },
);
