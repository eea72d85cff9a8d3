import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';
import { z } from 'zod';

export const weather = new DynamicStructuredTool({
  name: 'weather',
  description: 'Weather in a city',
  schema: z.object({ city: z.string() }),
  func: async ({ city }, runManager) => {
    await runManager?.handleText(`looking up ${city}`);
    return `sunny in ${city}`;
  },
});

export const nested = new DynamicStructuredTool({
  name: 'nested',
  description: 'Passes its callbacks on',
  schema: z.object({ city: z.string() }),
  func: async ({ city }, runManager, config) => `${city} ${runManager?.runId} ${config.tags}`,
});

export const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input, rm) => `${input} ${rm === undefined}`,
});

function lookUp({ city }, runManager, config) {
  return `${city} ${runManager?.runId} ${config?.tags}`;
}

export const declared = new DynamicStructuredTool({
  name: 'declared',
  description: 'A func declared above',
  schema: z.object({ city: z.string() }),
  func: lookUp,
});
