import { tool } from 'ai';
import { z } from 'zod';
import { lookup } from './lookup.js';

export const lookupTool = tool({
  description: 'Look a word up',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }) => lookup(word),
});
