import { z, type Genkit } from 'genkit';
import type { GenkitBeta } from 'genkit/beta';

export function registerTools(ai: Genkit) {
  ai.defineTool(
    {
      name: 'square',
      description: 'Squares a number',
      inputSchema: z.object({ n: z.number() }),
    },
    async ({ n }) => n * n,
  );
}

export class Tools {
  constructor(private readonly ai: GenkitBeta) {}

  install(beta: GenkitBeta) {
    return beta.defineTool({ name: 'cube', description: 'Cubes a number', inputSchema: z.object({ n: z.number() }) }, async ({ n }) => n ** 3);
  }
}
