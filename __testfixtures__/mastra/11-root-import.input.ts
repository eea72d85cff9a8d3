import { createTool, Mastra } from '@mastra/core';
import { z } from 'zod';

export const counterTool = createTool({
  id: 'counter',
  description: 'Count the letters',
  inputSchema: z.object({ word: z.string() }),
  execute: async (args) => args.context.word.length,
});

export const lengthTool = createTool({
  id: 'length',
  description: 'Length of a word',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ context }) => context.word.length,
});

export const mastra = new Mastra({});
