import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const sumTool = createTool({
  id: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ context: input }) => input.a + input.b,
});

export const statusTool = createTool({
  id: 'status',
  description: 'Service status',
  inputSchema: z.object({}),
  execute: async ({ runtimeContext }) => runtimeContext.get('status') ?? 'ok',
});
