import { z } from 'zod';
import { toLangChain } from './std-tool.js';

export const weatherDefinition = {
  name: 'weather',
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, { runManager } = {}) => {
    await runManager?.handleText(`looking up ${city}`);
    return `sunny in ${city}`;
  },
};
export const weather = toLangChain(weatherDefinition);

export const nestedDefinition = {
  name: 'nested',
  description: 'Passes its callbacks on',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, { runManager, ...config } = {}) => `${city} ${runManager?.runId} ${config.tags}`,
};
export const nested = toLangChain(nestedDefinition);

export const echoDefinition = {
  inputSchema: z.string(),
  name: 'echo',
  description: 'Echo the input',
  execute: async (input, { runManager: rm } = {}) => `${input} ${rm === undefined}`,
};
export const echo = toLangChain(echoDefinition);

function lookUp({ city }, runManager, config) {
  return `${city} ${runManager?.runId} ${config?.tags}`;
}

export const declaredDefinition = {
  name: 'declared',
  description: 'A func declared above',
  inputSchema: z.object({ city: z.string() }),
  execute: (input, { runManager, ...config } = {}) => lookUp(input, runManager, config),
};
export const declared = toLangChain(declaredDefinition);
