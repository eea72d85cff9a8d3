import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

const lookupOrder = standardTool({
  name: 'lookupOrder',
  description: 'Looks an order up by id',
  inputSchema: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => ({ id: orderId, status: 'shipped' }),
});
toGenkit(ai, lookupOrder);

export const reply = () => ai.generate({ prompt: 'Where is order 7?', tools: ['lookupOrder'] });
