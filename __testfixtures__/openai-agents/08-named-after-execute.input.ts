import { tool } from '@openai/agents';
import { z } from 'zod';

async function getTime({ zone }: { zone: string }) {
  return `12:00 in ${zone}`;
}

export const timeTool = tool({
  description: 'The time in a zone',
  parameters: z.object({ zone: z.string() }),
  execute: getTime,
});

export const dateTool = tool({
  description: 'The date',
  parameters: z.object({}),
  execute: async function today() {
    return '2026-12-05';
  },
});

export const anonymous = tool({
  description: 'Named execute by the SDK',
  parameters: z.object({}),
  execute: async () => 'ok',
});
