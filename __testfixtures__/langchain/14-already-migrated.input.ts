import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const addDefinition = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});
const add = toLangChain(addDefinition, {
  returnDirect: true,
});

export async function run() {
  return add.invoke({ a: 1, b: 2 });
}
