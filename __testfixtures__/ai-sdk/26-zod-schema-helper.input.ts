import { tool, zodSchema } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Current weather',
  inputSchema: zodSchema(z.object({ city: z.string() })),
  execute: async ({ city }) => city,
});
