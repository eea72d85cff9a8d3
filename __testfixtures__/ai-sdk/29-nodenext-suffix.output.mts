import { z } from 'zod';
import { lookup } from './lookup.js';
import { toAiSdk, type StandardTool } from './std-tool.js';

export const lookupDefinition = {
  name: 'lookup',
  description: 'Look a word up',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }) => lookup(word),
} satisfies StandardTool;
export const lookupTool = toAiSdk(lookupDefinition);
