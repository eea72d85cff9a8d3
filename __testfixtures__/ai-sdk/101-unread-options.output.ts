import { z } from 'zod';
import { type AiSdkExecuteOptions, standardTool, toAiSdk } from './std-tool';

// The call options are declared and never read: nothing of the AI SDK in this tool, and no AI SDK type for them.
export const addDefinition = standardTool({
  name: 'add',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }, options) => a + b,
});
export const add = toAiSdk(addDefinition);

// Read: tied, and typed as tool() typed them.
export const callIdDefinition = standardTool({
  name: 'callId',
  description: 'The id of the call',
  inputSchema: z.object({}),
  execute: async (input, options: AiSdkExecuteOptions) => options.toolCallId,
});
export const callId = toAiSdk(callIdDefinition);
