import { createTool } from './my-tools';
import { z } from 'zod';

// Not Mastra's createTool, even though the config looks the same.
export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => context.city,
});
