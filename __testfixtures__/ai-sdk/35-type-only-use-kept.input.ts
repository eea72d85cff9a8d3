import { tool, type ToolSet } from 'ai';
import { z } from 'zod';

export const echoTool = tool({
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});

// `tool` is still named in a type: its import must stay.
export type EchoTool = ReturnType<typeof tool>;
export const toolset: ToolSet = { echo: echoTool };
