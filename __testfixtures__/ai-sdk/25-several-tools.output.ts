import { z } from 'zod';
import { toAiSdk, standardTool } from './std-tool';
import { legacy } from './legacy';

export const legacyTool = toAiSdk(legacy);

export const add = standardTool({
  name: 'add',
  description: 'Add',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});
export const addTool = toAiSdk(add);

export const multiply = standardTool({
  name: 'multiply',
  description: 'Multiply',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a * b,
});
export const multiplyTool = toAiSdk(multiply);
