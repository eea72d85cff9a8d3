import { z, type Genkit } from 'genkit';
import type { GenkitBeta } from 'genkit/beta';
import { standardTool, toGenkit } from './std-tool';

export function registerTools(ai: Genkit) {
  const square = standardTool({
    name: 'square',
    description: 'Squares a number',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }) => n * n,
  });
  toGenkit(ai, square);
}

export class Tools {
  constructor(private readonly ai: GenkitBeta) {}

  install(beta: GenkitBeta) {
    const cube = standardTool({
      name: 'cube',
      description: 'Cubes a number',
      inputSchema: z.object({ n: z.number() }),
      execute: async ({ n }) => n ** 3,
    });
    return toGenkit(beta, cube);
  }
}
