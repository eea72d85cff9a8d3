import { tool as lcTool, type StructuredToolInterface } from '@langchain/core/tools';
import { z } from 'zod';

export const echo = lcTool(({ text }) => text, {
  name: 'echo',
  description: 'Echo the text',
  schema: z.object({ text: z.string() }),
});

export const all: StructuredToolInterface[] = [echo];
