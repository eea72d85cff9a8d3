import { z } from 'zod';
import { type LangChainToolConfig, standardTool, toLangChain } from './std-tool';

// The config is declared and never read: nothing of LangChain in this tool, and no LangChain type for it.
export const addDefinition = standardTool({
  name: 'add',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }, config) => String(a + b),
});
export const add = toLangChain(addDefinition);

// Read: tied, and typed as tool() typed it.
export const threadDefinition = standardTool({
  name: 'thread',
  description: 'The thread id',
  inputSchema: z.object({}),
  execute: async (input, config: LangChainToolConfig) => String(config.configurable?.thread_id),
});
export const thread = toLangChain(threadDefinition);
