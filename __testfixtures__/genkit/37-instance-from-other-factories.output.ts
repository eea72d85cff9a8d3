import { z } from 'genkit';
import { genkit, type Genkit } from 'genkit';
import { configureGenkit } from '@genkit-ai/core';
import { standardTool, toGenkit } from './std-tool';

// A local factory with no return type: the file's project types its result a Genkit instance (the type oracle).
function createAi() {
  return genkit({ plugins: [] });
}

const ai = createAi();

export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `sunny in ${city}`,
});
export const weather = toGenkit(ai, weatherDefinition);

// Declared elsewhere (as an import through a path alias would be): typed Genkit.
declare const shared: Genkit;
declare const registry: { main: Genkit };

export const clockDefinition = standardTool({
  name: 'clock',
  description: 'The time',
  inputSchema: z.object({}),
  execute: async () => new Date().toISOString(),
});
export const clock = toGenkit(registry.main, clockDefinition);

// 0.x's configureGenkit makes no instance the file or its types show: reported, not guessed.
const legacy = configureGenkit({ plugins: [] });

export const old = legacy.defineTool(
  { name: 'old', description: 'Old style', inputSchema: z.object({}) },
  async () => 'old',
);

export const sharedDefinition = standardTool({
  name: 'shared',
  description: 'Shared',
  inputSchema: z.object({}),
  execute: async () => 'shared',
});
export const sharedTool = toGenkit(shared, sharedDefinition);
