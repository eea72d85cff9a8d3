import { tool } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';
import { legacy } from './legacy';

export const legacyTool = toAiSdk(legacy);

export const addTool = tool({
  description: 'Add',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});

export const multiplyTool = tool({
  description: 'Multiply',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a * b,
});
