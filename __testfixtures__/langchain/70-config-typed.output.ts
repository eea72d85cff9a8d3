import { z } from 'zod';
import { type LangChainToolConfig, standardTool, toLangChain } from './std-tool';

// tool() typed the config its func reads; the standard tool's execute names the adapter module's type for it.
export const whoAmIDefinition = standardTool({
  name: 'who_am_i',
  description: 'Greets the caller',
  inputSchema: z.object({ greeting: z.string() }),
  execute: async (input, config: LangChainToolConfig) => `${input.greeting}, ${config.configurable?.user ?? 'anonymous'}`,
});
export const whoAmI = toLangChain(whoAmIDefinition);

// Destructured, its parameters over several lines.
export const threadOfDefinition = standardTool({
  name: 'thread_of',
  description: 'The thread id',
  inputSchema: z.object({ prefix: z.string() }),
  execute: async (
    { prefix },
    { configurable }: LangChainToolConfig,
  ) => `${prefix}${configurable?.thread_id}`,
});
export const threadOf = toLangChain(threadOfDefinition);

// Typed by the code: kept as written.
export const tagsOfDefinition = standardTool({
  name: 'tags_of',
  description: 'The run tags',
  inputSchema: z.object({}),
  execute: async (_input, config: { tags?: string[] }) => (config.tags ?? []).join(','),
});
export const tagsOf = toLangChain(tagsOfDefinition);
