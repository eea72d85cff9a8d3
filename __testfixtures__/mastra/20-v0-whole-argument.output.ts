import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

// A 0.x execute that keeps its first argument whole: `args.context` is the input.
export const count = standardTool({
  name: 'count',
  description: 'Count the letters',
  inputSchema: z.object({ word: z.string() }),
  execute: async (context) => context.word.length,
});
export const countTool = toMastra(count);
