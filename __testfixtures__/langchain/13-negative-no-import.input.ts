// Mentions langchain in a comment, but defines no LangChain tool.
import { z } from 'zod';

declare function tool(func: unknown, fields: unknown): unknown;

export const add = tool(async ({ a, b }: { a: number; b: number }) => a + b, {
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});
