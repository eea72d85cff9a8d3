import { createAgent } from 'langchain';
import { z } from 'zod';
import { toLangChain } from './std-tool';

export const agent = createAgent({
  model: 'openai:gpt-4o-mini',
  tools: [
    toLangChain({
      name: 'search',
      description: 'Search the docs',
      inputSchema: z.object({ query: z.string() }),
      execute: ({ query }) => `results for ${query}`,
    }),
    toLangChain({
      name: 'now',
      description: 'Current time',
      inputSchema: z.object({}),
      execute: async () => new Date().toISOString(),
    }),
  ],
});
