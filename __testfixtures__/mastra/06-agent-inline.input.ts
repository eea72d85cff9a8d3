import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const agent = new Agent({
  name: 'assistant',
  instructions: 'Help the user.',
  model: 'openai/gpt-4o',
  tools: {
    // The model sees the key `lookup`, not the id.
    lookup: createTool({
      id: 'lookup-record',
      description: 'Look a record up',
      inputSchema: z.object({ id: z.string() }),
      execute: async ({ context }) => ({ id: context.id, found: true }),
    }),
    clock: createTool({ id: 'clock', description: 'The time', execute: async () => new Date().toISOString() }),
  },
});
