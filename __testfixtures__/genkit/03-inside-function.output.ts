import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export function createTools(prefix: string) {
  const ai = genkit({});
  const greetDefinition = standardTool({
    name: 'greet',
    description: 'Greets someone',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => `${prefix} ${name}`,
  });
  const greet = toGenkit(ai, greetDefinition);
  return { ai, greet };
}
