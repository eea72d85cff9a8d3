import { Agent, tool } from '@openai/agents';
import { z } from 'zod';

export const agent = new Agent({
  name: 'Assistant',
  instructions: 'Help with maths.',
  tools: [
    tool({
      name: 'add',
      description: 'Add two numbers',
      parameters: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    }),
  ],
});
