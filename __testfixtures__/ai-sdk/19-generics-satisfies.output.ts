import { type Tool } from 'ai';
import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

interface SumInput {
  a: number;
  b: number;
}

export const sum = {
  name: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
} satisfies StandardTool<SumInput, number>;
export const sumTool = toAiSdk(sum) satisfies Tool<SumInput, number>;
