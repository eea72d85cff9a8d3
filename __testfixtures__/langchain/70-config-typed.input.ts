import { tool } from '@langchain/core/tools';
import { z } from 'zod';

// tool() typed the config its func reads; the standard tool's execute names the adapter module's type for it.
export const whoAmI = tool(
  async (input, config) => `${input.greeting}, ${config.configurable?.user ?? 'anonymous'}`,
  { name: 'who_am_i', description: 'Greets the caller', schema: z.object({ greeting: z.string() }) },
);

// Destructured, its parameters over several lines.
export const threadOf = tool(
  async (
    { prefix },
    { configurable },
  ) => `${prefix}${configurable?.thread_id}`,
  { name: 'thread_of', description: 'The thread id', schema: z.object({ prefix: z.string() }) },
);

// Typed by the code: kept as written.
export const tagsOf = tool(async (_input, config: { tags?: string[] }) => (config.tags ?? []).join(','), {
  name: 'tags_of',
  description: 'The run tags',
  schema: z.object({}),
});
