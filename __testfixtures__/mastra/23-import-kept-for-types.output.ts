// `Tool` is still named in a type after the rewrite, so its import stays.
import { Tool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const translate = standardTool({
  name: 'translate',
  description: 'Translate text',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context) => context.text,
});
export const translateTool: Tool<any, any> = toMastra(translate);
