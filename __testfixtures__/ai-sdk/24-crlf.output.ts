import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

/** Echo. */
export const echo = {
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
} satisfies StandardTool;
export const echoTool = toAiSdk(echo, {
  strict: true,
});
