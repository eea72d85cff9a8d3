import { stepCountIs, tool } from 'ai';
import { z } from 'zod';
import { currentTime } from '../docs';

export const stopWhen = stepCountIs(3);

export const timeTool = tool({
  description: 'The current time in a time zone',
  inputSchema: z.object({ zone: z.string() }),
  execute: async ({ zone }) => currentTime(zone),
});
