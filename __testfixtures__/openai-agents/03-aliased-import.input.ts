import { tool as agentTool } from '@openai/agents';
import { z } from 'zod';

const tool = (x: string) => x;

export const echo = agentTool({
  name: 'echo',
  description: 'Echo the text',
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => tool(text),
});
