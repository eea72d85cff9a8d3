import { tool, generateText } from 'ai';
import { z } from 'zod';

export const searchTool = tool({
  description: 'Search the web',
  parameters: z.object({
    query: z.string().describe('What to look for'),
    limit: z.number().optional(),
  }),
  execute: async ({ query, limit }) => search(query, limit ?? 10),
});

export async function ask(model: any, prompt: string) {
  return generateText({ model, prompt, tools: { search: searchTool }, maxSteps: 3 });
}

declare function search(query: string, limit: number): Promise<string[]>;
