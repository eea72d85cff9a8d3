import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const echo = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echoTool = toAiSdk(echo);

// Still read by name here: the standard tool stays, the AI SDK tool becomes native.
export const toolNames = [echo.name];
