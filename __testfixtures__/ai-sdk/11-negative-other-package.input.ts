import { tool } from './lib/tool';
import { z } from 'zod';

// A `tool` helper of our own: not the AI SDK's.
export const weather = tool({
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
