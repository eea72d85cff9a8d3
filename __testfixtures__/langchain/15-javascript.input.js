import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const greet = tool(async ({ name }) => `Hello, ${name}`, {
  name: 'greet',
  description: 'Greet someone',
  schema: z.object({ name: z.string() }),
});
