import { genkit, z } from 'genkit';
import { registry } from './registry';

export const ai = genkit({});

// Imported: maybe a Genkit instance, maybe not. Left alone and reported.
export const local = registry.defineTool({ name: 'local', description: 'Local', inputSchema: z.object({}) }, async () => 1);

// Provably not Genkit: left alone, silently.
const fake = { defineTool: (config: object, fn: () => unknown) => ({ config, fn }) };
export const faked = fake.defineTool({ name: 'faked', description: 'Faked' }, async () => 2);

function tool(config: object, fn: () => unknown) {
  return { config, fn };
}
export const shadowed = tool({ name: 'shadowed', description: 'Shadowed' }, async () => 3);
