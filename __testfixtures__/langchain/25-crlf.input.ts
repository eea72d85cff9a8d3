import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const add = tool(
  async ({ a, b }) => {
    return a + b;
  },
  {
    // model-facing
    name: 'add',
    description: 'Add two numbers',
    schema: z.object({ a: z.number(), b: z.number() }),
    returnDirect: true,
  },
);
