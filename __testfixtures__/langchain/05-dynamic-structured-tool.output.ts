import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const multiplyDefinition = standardTool({
  name: 'multiply',
  description: 'Multiply two numbers',
  inputSchema: z.object({ x: z.number(), y: z.number() }),
  execute: async ({ x, y }) => String(x * y),
});
export const multiply = toLangChain(multiplyDefinition, {
  returnDirect: false,
});

export const divideDefinition = standardTool({
  name: 'divide',
  description: 'Divide two numbers',
  inputSchema: z.object({ x: z.number(), y: z.number() }),
  async execute({ x, y }) {
    return String(x / y);
  },
});
export const divide = toLangChain(divideDefinition);
