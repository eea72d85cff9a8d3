import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const agent = new Agent({
  name: 'assistant',
  instructions: 'Help the user.',
  model: 'openai/gpt-4o',
  tools: {
    // Reads Mastra's context inline: toMastra() types it as always given.
    whoami: createTool({
      id: 'whoami',
      description: 'The current user',
      inputSchema: z.object({}),
      execute: async ({ runtimeContext }) => runtimeContext.get('user'),
    }),
  },
});
