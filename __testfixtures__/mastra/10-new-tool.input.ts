import { Tool } from '@mastra/core/tools';
import { z } from 'zod';

export const translateTool = new Tool({
  id: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async ({ context }) => ({ text: context.text, to: context.to }),
});
