import { z } from 'zod';
import { lookup } from './lookup.js';
import { standardTool, toAiSdk } from './std-tool.js';

export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look a word up',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }) => lookup(word),
});
export const lookupTool = toAiSdk(lookupDefinition);
