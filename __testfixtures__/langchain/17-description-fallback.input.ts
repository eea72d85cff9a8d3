import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const roll = tool(async ({ sides }) => Math.ceil(Math.random() * sides), {
  name: 'roll',
  schema: z.object({ sides: z.number().int().default(6) }),
});

export const flip = tool(async () => (Math.random() < 0.5 ? 'heads' : 'tails'), {
  name: 'flip',
  schema: z.object({}).describe('Flip a coin'),
});
