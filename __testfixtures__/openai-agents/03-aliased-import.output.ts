import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

const tool = (x: string) => x;

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => tool(text),
});
export const echo = toOpenAIAgents(echoDefinition);
