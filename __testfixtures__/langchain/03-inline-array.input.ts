import { tool } from 'langchain';
import { createAgent } from 'langchain';
import { z } from 'zod';

export const agent = createAgent({
  model: 'openai:gpt-4o-mini',
  tools: [
    tool(({ query }) => `results for ${query}`, {
      name: 'search',
      description: 'Search the docs',
      schema: z.object({ query: z.string() }),
    }),
    tool(async () => new Date().toISOString(), { name: 'now', description: 'Current time', schema: z.object({}) }),
  ],
});
