import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const translate = standardTool({
  name: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string(), to: z.string() }),
  execute: async (context) => ({ text: context.text, to: context.to }),
});
export const translateTool = toMastra(translate);
