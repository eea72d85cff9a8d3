import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const add = tool(async ({ a, b }) => a + b, {
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
  returnDirect: true,
});

export async function run() {
  return add.invoke({ a: 1, b: 2 });
}
