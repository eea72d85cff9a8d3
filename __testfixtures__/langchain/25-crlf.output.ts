import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const addDefinition = standardTool({
  name: 'add',
  // model-facing
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => {
    return a + b;
  },
});
export const add = toLangChain(addDefinition, {
  returnDirect: true,
});
