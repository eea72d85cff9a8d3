// `Tool` is still named in a type after the rewrite, so its import stays.
import { Tool } from '@mastra/core/tools';
import { z } from 'zod';

export const translateTool: Tool<any, any> = new Tool({
  id: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context }) => context.text,
});
