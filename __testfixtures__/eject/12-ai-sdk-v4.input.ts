import { generateText } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const search = standardTool({
  name: 'search',
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => [query],
});

export const run = (model: never) => generateText({ model, prompt: 'x', tools: { search: toAiSdk(search) } });
