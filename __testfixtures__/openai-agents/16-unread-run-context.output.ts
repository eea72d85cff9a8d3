import { z } from 'zod';
import { type OpenAIAgentsRunContext, standardTool, toOpenAIAgents } from './std-tool';

// The run context is declared and never read: nothing of the SDK in this tool, and no SDK type for it.
export const cancelOrderDefinition = standardTool({
  name: 'cancelOrder',
  description: 'Cancel an order',
  inputSchema: z.object({ orderId: z.number() }),
  execute: async ({ orderId }, runContext) => `cancelled ${orderId}`,
});
export const cancelOrder = toOpenAIAgents(cancelOrderDefinition, {
  needsApproval: true,
});

// Read: tied, and typed as tool() typed it.
export const userDefinition = standardTool({
  name: 'user',
  description: 'The user of the run',
  inputSchema: z.object({}),
  execute: async (input, runContext: OpenAIAgentsRunContext | undefined) => String(runContext?.context),
});
export const user = toOpenAIAgents(userDefinition);
