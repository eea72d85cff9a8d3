import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

export const translateDefinition = {
  name: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async ({ text, to }) => `${text} (${to})`,
} satisfies StandardTool;
export const translate = toAiSdk(translateDefinition);
