import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

/** Echo. */
export const echo = standardTool({
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echoTool = toAiSdk(echo, {
  strict: true,
});
