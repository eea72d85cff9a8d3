import { tool } from 'ai';
import { z } from 'zod';
import { standardTool } from './std-tool';

export const echo = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echoTool = tool({
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});

// Still read by name here: the standard tool stays, the AI SDK tool becomes native.
export const toolNames = [echo.name];
