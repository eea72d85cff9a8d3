import { tool } from 'ai';
import { z } from 'zod';

export const real = tool({
  description: 'A real AI SDK tool',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => q,
});

export function build() {
  // A local `tool` shadows the import: not ours.
  const tool = (config: object) => config;
  return tool({ description: 'not an AI SDK tool', inputSchema: {}, execute: () => 1 });
}
