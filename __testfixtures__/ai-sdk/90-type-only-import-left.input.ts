import { type ToolSet as Tools, tool, type Tool } from 'ai';
import { z } from 'zod';

// Only types are left of the 'ai' import after the rewrite: it becomes `import type`.
export const echoTool: Tool = tool({
  description: 'Echo the text back',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});

export const tools: Tools = { echo: echoTool };
