import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const translateDefinition = standardTool({
  name: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async ({ text, to }) => `${text} (${to})`,
});
export const translate = toAiSdk(translateDefinition);
