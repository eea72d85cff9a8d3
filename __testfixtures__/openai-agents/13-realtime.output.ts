import { RealtimeAgent } from '@openai/agents/realtime';
import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

export const lookupOrderDefinition = standardTool({
  name: 'lookup_order',
  description: 'Look an order up by its number',
  inputSchema: z.object({ orderNumber: z.string() }),
  execute: async ({ orderNumber }) => ({ orderNumber, status: 'shipped' }),
});
export const lookupOrder = toOpenAIAgents(lookupOrderDefinition);

export const agent = new RealtimeAgent({ name: 'support', instructions: 'Help.', tools: [lookupOrder] });
