import { tool as aiTool } from 'ai';
import { z } from 'zod';

export const translate = aiTool({
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async ({ text, to }) => `${text} (${to})`,
});
