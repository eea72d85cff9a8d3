import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { z } from 'zod';
import { type LangChainToolContext, standardTool, toLangChain } from './std-tool';

const citySchema = z.object({ city: z.string() });

// The run manager, untyped: contextually typed by the class before, by the context now.
export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Weather in a city',
  inputSchema: citySchema,
  execute: async ({ city }, { runManager }: LangChainToolContext = {}) => {
    await runManager?.handleText(`looking up ${city}`);
    return `sunny in ${city}`;
  },
});
export const weather = toLangChain(weatherDefinition);

// Typed, as LangChain's docs write it.
export const forecastDefinition = standardTool({
  name: 'forecast',
  description: 'Forecast for a city',
  inputSchema: citySchema,
  execute: async ({ city }, { runManager }: { runManager?: CallbackManagerForToolRun | undefined } = {}) => `${city}: ${runManager?.runId ?? 'no run'}`,
});
export const forecast = toLangChain(forecastDefinition);

// The run manager and the config, typed; the config's type is a union.
export const nestedDefinition = standardTool({
  name: 'nested',
  description: 'Passes its callbacks on',
  inputSchema: citySchema,
  execute: async (input, { runManager, ...config }: { runManager?: CallbackManagerForToolRun | undefined } & (RunnableConfig | undefined) = {}) =>
    `${input.city} ${runManager?.getChild() ? 'child' : 'none'} ${config?.tags?.length ?? 0}`,
});
export const nested = toLangChain(nestedDefinition);

// Other names, untyped, a default, a method.
export const renamedDefinition = standardTool({
  name: 'renamed',
  description: 'Other names',
  inputSchema: citySchema,
  async execute({ city }, { runManager: manager = undefined, ...options }: LangChainToolContext = {}) {
    return `${city} ${manager === undefined} ${options?.runName}`;
  },
});
export const renamed = toLangChain(renamedDefinition);

// A run manager typed as always there: optional in the context's type, as LangChain declares it.
export const requiredDefinition = standardTool({
  name: 'required',
  description: 'Run manager typed without ?',
  inputSchema: citySchema,
  execute: async function ({ city }, { runManager }: { runManager?: CallbackManagerForToolRun | undefined } = {}) {
    return `${city} ${runManager?.runId}`;
  },
});
export const required = toLangChain(requiredDefinition);

// String input.
export const echoDefinition = standardTool({
  inputSchema: z.string(),
  name: 'echo',
  description: 'Echo the input',
  execute: async (input: string, { runManager }: { runManager?: CallbackManagerForToolRun | undefined } = {}) => {
    await runManager?.handleText(input);
    return input;
  },
});
export const echo = toLangChain(echoDefinition);
