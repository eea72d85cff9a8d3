import { RealtimeAgent, tool } from '@openai/agents/realtime';
import { z } from 'zod';

export const lookupOrder = tool({
  name: 'lookup_order',
  description: 'Look an order up by its number',
  parameters: z.object({ orderNumber: z.string() }),
  execute: async ({ orderNumber }) => ({ orderNumber, status: 'shipped' }),
});

export const agent = new RealtimeAgent({ name: 'support', instructions: 'Help.', tools: [lookupOrder] });
