import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const rollDefinition = standardTool({
  name: 'roll',
  description: 'roll tool',
  inputSchema: z.object({ sides: z.number().int().default(6) }),
  execute: async ({ sides }) => Math.ceil(Math.random() * sides),
});
export const roll = toLangChain(rollDefinition);

export const flipDefinition = standardTool({
  name: 'flip',
  description: 'Flip a coin',
  inputSchema: z.object({}).describe('Flip a coin'),
  execute: async () => (Math.random() < 0.5 ? 'heads' : 'tails'),
});
export const flip = toLangChain(flipDefinition);
