import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Upper-case the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
export const shout = toOpenAIAgents(shoutDefinition);
