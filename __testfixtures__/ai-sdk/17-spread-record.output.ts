import { generateText } from 'ai';
import { z } from 'zod';
import { baseTools } from './base-tools';
import { toAiSdk } from './std-tool';

export function run(model: any, prompt: string) {
  return generateText({
    model,
    prompt,
    tools: {
      ...baseTools,
      search: toAiSdk({
        name: 'search',
        description: 'Search the catalogue',
        inputSchema: z.object({ query: z.string() }),
        execute: async ({ query }) => [query],
      }),
    },
  });
}
