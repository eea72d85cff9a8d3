import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

// A generator execute streams preliminary results; its outputSchema describes what it yields.
export const countdown = standardTool({
  name: 'countdown',
  description: 'Counts down',
  inputSchema: z.object({ from: z.number() }),
  async *execute({ from }) {
    for (let remaining = from; remaining >= 0; remaining--) yield { remaining };
  },
});
export const countdownTool = toAiSdk(countdown, {
  outputSchema: z.object({ remaining: z.number() }),
});

// A plain execute keeps its outputSchema on the standard tool.
export const weather = standardTool({
  name: 'weather',
  description: 'Get the weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ degrees: z.number() }),
  execute: async () => ({ degrees: 20 }),
});
export const weatherTool = toAiSdk(weather);
