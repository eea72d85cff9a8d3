import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

export const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
} satisfies StandardTool;
export const weatherTool = toAiSdk(weather);
