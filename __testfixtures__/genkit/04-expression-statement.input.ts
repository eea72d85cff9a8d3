import { genkit, z } from 'genkit';

export const ai = genkit({});

ai.defineTool(
  {
    name: 'lookupOrder',
    description: 'Looks an order up by id',
    inputSchema: z.object({ orderId: z.string() }),
  },
  async ({ orderId }) => ({ id: orderId, status: 'shipped' }),
);

export const reply = () => ai.generate({ prompt: 'Where is order 7?', tools: ['lookupOrder'] });
