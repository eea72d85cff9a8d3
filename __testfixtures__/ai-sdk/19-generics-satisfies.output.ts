import type { Tool } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

interface SumInput {
  a: number;
  b: number;
}

export const sum = standardTool<SumInput, number>({
  name: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});
export const sumTool = toAiSdk(sum) satisfies Tool<SumInput, number>;
