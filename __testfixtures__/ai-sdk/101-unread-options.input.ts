import { tool } from 'ai';
import { z } from 'zod';

// The call options are declared and never read: nothing of the AI SDK in this tool, and no AI SDK type for them.
export const add = tool({
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }, options) => a + b,
});

// Read: tied, and typed as tool() typed them.
export const callId = tool({
  description: 'The id of the call',
  inputSchema: z.object({}),
  execute: async (input, options) => options.toolCallId,
});
