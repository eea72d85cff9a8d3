import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { externalFunc } from './external';

const schema = z.object({ city: z.string() });

export const pattern = new DynamicStructuredTool({
  name: 'pattern',
  description: 'Destructures the run manager',
  schema,
  func: async ({ city }, { runId }: CallbackManagerForToolRun) => `${city} ${runId}`,
});

export const rest = new DynamicStructuredTool({
  name: 'rest',
  description: 'Collects the rest',
  schema,
  func: async ({ city }, ...more: unknown[]) => `${city} ${more.length}`,
});

export const halfTyped = new DynamicStructuredTool({
  name: 'half_typed',
  description: 'Types only the config',
  schema,
  func: async ({ city }, runManager, config: RunnableConfig) => `${city} ${runManager} ${config.tags}`,
});

export const fourParameters = new DynamicStructuredTool({
  name: 'four_parameters',
  description: 'One parameter more than LangChain passes',
  schema,
  func: async ({ city }, runManager, config, extra?: string) => `${city} ${runManager} ${config} ${extra}`,
});

export const readsArguments = new DynamicStructuredTool({
  name: 'reads_arguments',
  description: 'Reads arguments',
  schema,
  func: async function ({ city }, runManager) {
    return `${city} ${runManager} ${arguments.length}`;
  },
});

export const imported = new DynamicStructuredTool({
  name: 'imported',
  description: 'A func from another module',
  schema,
  func: externalFunc,
});

export const readsThis = new DynamicStructuredTool({
  name: 'reads_this',
  description: 'Reads the tool',
  schema,
  func: async function ({ city }, runManager) {
    return `${city} ${runManager} ${this.name}`;
  },
});
