import { McpServer, inputRequired as askFor } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { standardTool, registerMcpTool, type McpToolContext } from './std-tool';

export const server = new McpServer({ name: 'v2', version: '1.0.0' });

// `inputRequired(...)` of the 2.x server package is a result the adapter passed through: kept.
const deploy = standardTool({
  name: 'deploy',
  description: 'Deploy',
  inputSchema: z.object({ env: z.string() }),
  execute: async ({ env }, ctx: McpToolContext) => {
    if (!ctx.mcpReq.inputResponses?.confirm) {
      return askFor({
        inputRequests: {
          confirm: askFor.elicit({ message: `Deploy to ${env}?`, requestedSchema: { type: 'object', properties: {} } }),
        },
      });
    }
    return `deployed to ${env}`;
  },
});
registerMcpTool(server, deploy);

// A function of the same name from elsewhere is not the SDK's: its type shows a plain record, wrapped.
function inputRequired(reason: string) {
  return { reason };
}

const other = standardTool({
  name: 'other',
  description: 'Other',
  execute: async () => inputRequired('no'),
});
registerMcpTool(server, other);
