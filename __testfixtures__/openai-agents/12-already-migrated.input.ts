import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echo = toOpenAIAgents(echoDefinition);
