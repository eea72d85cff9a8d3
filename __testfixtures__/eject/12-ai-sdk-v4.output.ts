import { generateText, tool } from 'ai';
import { z } from 'zod';


export const run = (model: never) => generateText({ model, prompt: 'x', tools: { search: tool({
  description: 'Search the web',
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => [query],
}) } });
