import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

const input = z.object({ city: z.string() });

// Generics on a declared tool are dropped: standardTool() infers the same types.
export const typed = standardTool({
  name: 'typed',
  description: 'Typed by its generics',
  inputSchema: input,
  execute: async (context) => context.city,
});
export const typedTool = toMastra(typed);

export const tools = {
  inline: createTool<typeof input>({
    id: 'inline-typed',
    description: 'Generics inline cannot move to toMastra',
    inputSchema: input,
    execute: async ({ context }) => context.city,
  }),
};
