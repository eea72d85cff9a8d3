import { createTool } from '@mastra/core';
import { z } from 'zod';

const toolAction = async ({ context, runId }: { context: { name: string }; runId?: string }) => ({
  name: context.name,
  runId,
});

export const randomTool = createTool({
  id: 'random-tool',
  execute: toolAction,
  description: 'random-tool',
  inputSchema: z.object({ name: z.string() }),
});

// Left as they are: no input schema (the adapter would pass no input), a method (another `this`).
export const noSchema = createTool({
  id: 'no-schema',
  description: 'No schema',
  execute: toolAction,
});

const handlers = { run: toolAction };
export const member = createTool({
  id: 'member',
  description: 'A method',
  inputSchema: z.object({ name: z.string() }),
  execute: handlers.run,
});
