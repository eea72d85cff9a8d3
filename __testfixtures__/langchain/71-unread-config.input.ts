import { tool } from '@langchain/core/tools';
import { z } from 'zod';

// The config is declared and never read: nothing of LangChain in this tool, and no LangChain type for it.
export const add = tool(async ({ a, b }, config) => String(a + b), {
  name: 'add',
  description: 'Adds two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});

// Read: tied, and typed as tool() typed it.
export const thread = tool(async (input, config) => String(config.configurable?.thread_id), {
  name: 'thread',
  description: 'The thread id',
  schema: z.object({}),
});
