import { Agent } from '@openai/agents';
import { z } from 'zod';
import { toOpenAIAgents } from './std-tool';

export const agent = new Agent({
  name: 'Assistant',
  instructions: 'Help with maths.',
  tools: [
    toOpenAIAgents({
      name: 'add',
      description: 'Add two numbers',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    }),
  ],
});
