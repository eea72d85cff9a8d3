import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

// A 0.x execute that keeps its first argument whole: `args.context` is the input.
export const countTool = createTool({
  id: 'count',
  description: 'Count the letters',
  inputSchema: z.object({ word: z.string() }),
  execute: async (args) => args.context.word.length,
});
