import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';
import { z } from 'zod';

const citySchema = z.object({ city: z.string() });

// The run manager, untyped: contextually typed by the class before, by the context now.
export const weather = new DynamicStructuredTool({
  name: 'weather',
  description: 'Weather in a city',
  schema: citySchema,
  func: async ({ city }, runManager) => {
    await runManager?.handleText(`looking up ${city}`);
    return `sunny in ${city}`;
  },
});

// Typed, as LangChain's docs write it.
export const forecast = new DynamicStructuredTool({
  name: 'forecast',
  description: 'Forecast for a city',
  schema: citySchema,
  func: async ({ city }, runManager?: CallbackManagerForToolRun) => `${city}: ${runManager?.runId ?? 'no run'}`,
});

// The run manager and the config, typed; the config's type is a union.
export const nested = new DynamicStructuredTool({
  name: 'nested',
  description: 'Passes its callbacks on',
  schema: citySchema,
  func: async (input, runManager?: CallbackManagerForToolRun, config?: RunnableConfig | undefined) =>
    `${input.city} ${runManager?.getChild() ? 'child' : 'none'} ${config?.tags?.length ?? 0}`,
});

// Other names, untyped, a default, a method.
export const renamed = new DynamicStructuredTool({
  name: 'renamed',
  description: 'Other names',
  schema: citySchema,
  async func({ city }, manager = undefined, options) {
    return `${city} ${manager === undefined} ${options?.runName}`;
  },
});

// A run manager typed as always there: optional in the context's type, as LangChain declares it.
export const required = new DynamicStructuredTool({
  name: 'required',
  description: 'Run manager typed without ?',
  schema: citySchema,
  func: async function ({ city }, runManager: CallbackManagerForToolRun) {
    return `${city} ${runManager?.runId}`;
  },
});

// String input.
export const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input: string, runManager?: CallbackManagerForToolRun) => {
    await runManager?.handleText(input);
    return input;
  },
});
