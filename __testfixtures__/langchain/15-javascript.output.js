import { z } from 'zod';
import { toLangChain } from './std-tool.js';

export const greetDefinition = {
  name: 'greet',
  description: 'Greet someone',
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}`,
};
export const greet = toLangChain(greetDefinition);
