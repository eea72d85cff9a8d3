import * as agents from '@openai/agents-core';
import { z } from 'zod';

export const shout = agents.tool({
  name: 'shout',
  description: 'Upper-case the text',
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
