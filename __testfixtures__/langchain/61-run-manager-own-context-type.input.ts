import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

/** The file's own type of that name: the adapter module's cannot be imported. */
export type LangChainToolContext = { user: string };

export const untyped = new DynamicStructuredTool({
  name: 'untyped',
  description: 'Its context would need the adapter module type',
  schema: z.object({}),
  func: async (_input, runManager) => String(runManager !== undefined),
});

export const typed = new DynamicStructuredTool({
  name: 'typed',
  description: 'Its own type says it all',
  schema: z.object({}),
  func: async (_input, runManager?: CallbackManagerForToolRun) => String(runManager !== undefined),
});
