import { z } from 'genkit';
import { genkit, type Genkit } from 'genkit';
import { configureGenkit } from '@genkit-ai/core';

// A local factory with no return type: the file's project types its result a Genkit instance (the type oracle).
function createAi() {
  return genkit({ plugins: [] });
}

const ai = createAi();

export const weather = ai.defineTool(
  { name: 'weather', description: 'Weather in a city', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => `sunny in ${city}`,
);

// Declared elsewhere (as an import through a path alias would be): typed Genkit.
declare const shared: Genkit;
declare const registry: { main: Genkit };

export const clock = registry.main.defineTool(
  { name: 'clock', description: 'The time', inputSchema: z.object({}) },
  async () => new Date().toISOString(),
);

// 0.x's configureGenkit makes no instance the file or its types show: reported, not guessed.
const legacy = configureGenkit({ plugins: [] });

export const old = legacy.defineTool(
  { name: 'old', description: 'Old style', inputSchema: z.object({}) },
  async () => 'old',
);

export const sharedTool = shared.defineTool(
  { name: 'shared', description: 'Shared', inputSchema: z.object({}) },
  async () => 'shared',
);
