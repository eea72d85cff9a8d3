import { tool } from '@openai/agents';
import { z } from 'zod';

// The run context is declared and never read: nothing of the SDK in this tool, and no SDK type for it.
export const cancelOrder = tool({
  name: 'cancelOrder',
  description: 'Cancel an order',
  parameters: z.object({ orderId: z.number() }),
  needsApproval: true,
  execute: async ({ orderId }, runContext) => `cancelled ${orderId}`,
});

// Read: tied, and typed as tool() typed it.
export const user = tool({
  name: 'user',
  description: 'The user of the run',
  parameters: z.object({}),
  execute: async (input, runContext) => String(runContext?.context),
});
