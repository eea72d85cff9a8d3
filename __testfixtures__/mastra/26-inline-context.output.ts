import { Agent } from '@mastra/core/agent';
import { z } from 'zod';
import { toMastra } from './std-tool';

export const agent = new Agent({
  name: 'assistant',
  instructions: 'Help the user.',
  model: 'openai/gpt-4o',
  tools: {
    // Reads Mastra's context inline: toMastra() types it as always given.
    whoami: toMastra({
      name: 'whoami',
      description: 'The current user',
      inputSchema: z.object({}),
      execute: async (_input, { runtimeContext }) => runtimeContext.get('user'),
    }),
  },
});
