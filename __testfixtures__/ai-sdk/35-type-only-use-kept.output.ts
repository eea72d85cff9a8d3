import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const echo = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echoTool = toAiSdk(echo);

// `tool` is still named in a type: its import must stay.
export type EchoTool = ReturnType<typeof tool>;
export const toolset: ToolSet = { echo: echoTool };
