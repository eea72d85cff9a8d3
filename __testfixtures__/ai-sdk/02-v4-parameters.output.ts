import { generateText } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const searchDefinition = standardTool({
  name: 'search',
  description: 'Search the web',
  inputSchema: z.object({
    query: z.string().describe('What to look for'),
    limit: z.number().optional(),
  }),
  execute: async ({ query, limit }) => search(query, limit ?? 10),
});
export const searchTool = toAiSdk(searchDefinition);

export async function ask(model: any, prompt: string) {
  return generateText({ model, prompt, tools: { search: searchTool }, maxSteps: 3 });
}

declare function search(query: string, limit: number): Promise<string[]>;
