import { tool, type Tool } from 'ai';
import { z } from 'zod';

interface SumInput {
  a: number;
  b: number;
}

export const sumTool = tool<SumInput, number>({
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
}) satisfies Tool<SumInput, number>;
