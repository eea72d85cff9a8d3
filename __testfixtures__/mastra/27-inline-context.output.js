import { Agent } from '@mastra/core/agent';
import { z } from 'zod';
import { toMastra } from './std-tool.js';

export const agent = new Agent({
  name: 'assistant',
  instructions: 'Help the user.',
  model: 'openai/gpt-4o',
  tools: {
    // In JavaScript there are no types to break: migrated.
    whoami: toMastra({
      name: 'whoami',
      description: 'The current user',
      inputSchema: z.object({}),
      execute: async (_input, { runtimeContext }) => runtimeContext.get('user'),
    }),
  },
});
