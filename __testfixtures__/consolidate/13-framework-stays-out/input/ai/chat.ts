import { tool } from 'ai';
import { z } from 'zod';
import { currentTime } from '../docs';

export const chatTools = {
  time: tool({
    description: 'The current time in a time zone',
    inputSchema: z.object({ zone: z.string() }),
    execute: async ({ zone }) => currentTime(zone),
  }),
};
