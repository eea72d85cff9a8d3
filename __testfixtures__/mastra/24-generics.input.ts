import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

const input = z.object({ city: z.string() });

// Generics on a declared tool are dropped: standardTool() infers the same types.
export const typedTool = createTool<typeof input>({
  id: 'typed',
  description: 'Typed by its generics',
  inputSchema: input,
  execute: async ({ context }) => context.city,
});

export const tools = {
  inline: createTool<typeof input>({
    id: 'inline-typed',
    description: 'Generics inline cannot move to toMastra',
    inputSchema: input,
    execute: async ({ context }) => context.city,
  }),
};
