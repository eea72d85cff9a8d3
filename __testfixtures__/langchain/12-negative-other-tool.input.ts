import { tool } from './my-tools';
import { z } from 'zod';

export const add = tool(async ({ a, b }: { a: number; b: number }) => a + b, {
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});
