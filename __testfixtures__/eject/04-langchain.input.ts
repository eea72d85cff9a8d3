import { z } from 'zod';
import { standardTool, toLangChain, type LangChainToolContext } from './std-tool';

const schema = z.object({ a: z.number(), b: z.number() });

/** Adds. */
const addDefinition = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: schema,
  execute: async ({ a, b }, config: LangChainToolContext) => `${a + b} (${config.toolCall?.id ?? 'direct'})`,
});
export const add = toLangChain(addDefinition, {
  returnDirect: true,
});
