import type { ToolSet as Tools, Tool } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

// Only types are left of the 'ai' import after the rewrite: it becomes `import type`.
export const echo = standardTool({
  name: 'echo',
  description: 'Echo the text back',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echoTool: Tool = toAiSdk(echo);

export const tools: Tools = { echo: echoTool };
