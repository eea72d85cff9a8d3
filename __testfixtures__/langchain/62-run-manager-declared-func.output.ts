import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { type LangChainToolContext, standardTool, toLangChain } from './std-tool';

const schema = z.object({ city: z.string() });

// Declared elsewhere in the file (and callable from elsewhere): kept, and called as the class called it.
async function lookUp({ city }: { city: string }, runManager?: CallbackManagerForToolRun) {
  await runManager?.handleText(city);
  return `sunny in ${city}`;
}

export const lookUpDefinition = standardTool({
  name: 'look_up',
  description: 'A function declaration',
  inputSchema: schema,
  execute: (input, { runManager }: LangChainToolContext = {}) => lookUp(input, runManager),
});
export const lookUpTool = toLangChain(lookUpDefinition);

const withConfig = async ({ city }: { city: string }, runManager?: CallbackManagerForToolRun, config?: RunnableConfig) =>
  `${city} ${runManager?.runId} ${config?.tags}`;

export const withConfigDefinition = standardTool({
  name: 'with_config',
  description: 'An arrow taking the config too',
  inputSchema: schema,
  execute: (input, { runManager, ...config }: LangChainToolContext = {}) => withConfig(input, runManager, config),
});
export const withConfigTool = toLangChain(withConfigDefinition);

const collect = async (...args: unknown[]) => String(args.length);

export const func = collect;
export const collectDefinition = standardTool({ name: 'collect', description: 'A rest parameter', inputSchema: schema, execute: (input, { runManager, ...config }: LangChainToolContext = {}) => collect(input, runManager, config) });
export const collectTool = toLangChain(collectDefinition);

// Left as they are.
const input = async ({ city }: { city: string }, runManager?: CallbackManagerForToolRun) => `${city} ${runManager}`;

export const shadowed = new DynamicStructuredTool({
  name: 'shadowed',
  description: 'Named like the call parameter',
  schema,
  func: input,
});

export const cast = new DynamicStructuredTool({
  name: 'cast',
  description: 'Written as more than its name',
  schema,
  func: lookUp as typeof lookUp,
});
