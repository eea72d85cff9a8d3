import { tool } from 'ai';
import { z } from 'zod';

// A generator execute streams preliminary results; its outputSchema describes what it yields.
export const countdownTool = tool({
  description: 'Counts down',
  inputSchema: z.object({ from: z.number() }),
  outputSchema: z.object({ remaining: z.number() }),
  async *execute({ from }) {
    for (let remaining = from; remaining >= 0; remaining--) yield { remaining };
  },
});

// A plain execute keeps its outputSchema on the standard tool.
export const weatherTool = tool({
  description: 'Get the weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ degrees: z.number() }),
  execute: async () => ({ degrees: 20 }),
});
