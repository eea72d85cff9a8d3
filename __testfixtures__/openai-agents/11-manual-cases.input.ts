import { tool } from '@openai/agents';
import { z } from 'zod';
import { handler } from './handler';

const config = {
  name: 'from_config',
  description: 'Config in a variable',
  parameters: z.object({}),
  execute: async () => 'x',
};
export const fromConfig = tool(config);

const names = ['dynamic'];
export const computed = tool({
  name: names.pop()!,
  description: 'A computed name',
  parameters: z.object({}),
  execute: async () => 'x',
});

export const imported = tool({
  description: 'Execute imported from elsewhere',
  parameters: z.object({}),
  execute: handler,
});

export const details = tool({
  name: 'details',
  description: 'Reads the tool call',
  parameters: z.object({}),
  execute: async (_input, _context, details) => details?.toolCall?.callId ?? 'none',
});
