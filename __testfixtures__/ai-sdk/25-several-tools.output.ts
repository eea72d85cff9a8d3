import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';
import { legacy } from './legacy';

export const legacyTool = toAiSdk(legacy);

export const add = {
  name: 'add',
  description: 'Add',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
} satisfies StandardTool;
export const addTool = toAiSdk(add);

export const multiply = {
  name: 'multiply',
  description: 'Multiply',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a * b,
} satisfies StandardTool;
export const multiplyTool = toAiSdk(multiply);
