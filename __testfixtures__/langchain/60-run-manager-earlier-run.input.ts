import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain, type LangChainToolContext } from './std-tool';

// Migrated by an earlier run.
export const firstDefinition = standardTool({
  name: 'first',
  description: 'Migrated before',
  inputSchema: z.object({}),
  execute: async (_input, { runManager }: LangChainToolContext = {}) => String(runManager !== undefined),
});
export const first = toLangChain(firstDefinition);

// Added since: the import it needs is there.
export const second = new DynamicStructuredTool({
  name: 'second',
  description: 'Added since',
  schema: z.object({}),
  func: async (_input, runManager, config) => `${runManager?.runId} ${config?.runName}`,
});
