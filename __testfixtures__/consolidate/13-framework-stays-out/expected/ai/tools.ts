import { stepCountIs } from 'ai';
import { z } from 'zod';
import { currentTime } from '../docs';
import { standardTool, toAiSdk } from '../std-tool';

export const stopWhen = stepCountIs(3);

export const time = standardTool({
  name: 'time',
  description: 'The current time in a time zone',
  inputSchema: z.object({ zone: z.string() }),
  execute: async ({ zone }) => currentTime(zone),
});
export const timeTool = toAiSdk(time);
