import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const schema = z.object({ a: z.number(), b: z.number() });

/** Adds. */
export const add = tool(
  async ({ a, b }, config) => `${a + b} (${config.toolCall?.id ?? 'direct'})`,
  {
    name: 'add',
    description: 'Add two numbers',
    schema,
    returnDirect: true,
  },
);
