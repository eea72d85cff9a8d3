import { tool } from 'ai';
import { z } from 'zod';

export default tool({
  description: 'Roll a die',
  inputSchema: z.object({ sides: z.number().int().min(2).default(6) }),
  execute: async ({ sides }) => 1 + Math.floor(Math.random() * sides),
});
