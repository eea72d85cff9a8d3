import { generateText, tool } from 'ai';
import { z } from 'zod';
import { baseTools } from './base-tools';

export function run(model: any, prompt: string) {
  return generateText({
    model,
    prompt,
    tools: {
      ...baseTools,
      search: tool({
        description: 'Search the catalogue',
        inputSchema: z.object({ query: z.string() }),
        execute: async ({ query }) => [query],
      }),
    },
  });
}
