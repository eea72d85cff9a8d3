import { z } from 'zod';
import { standardTool, toMastra, type MastraToolContext } from './std-tool';

export const weather = standardTool({
  name: 'weather',
  title: 'Weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, ctx: MastraToolContext) => {
    ctx?.abortSignal?.throwIfAborted();
    return { city, temperature: 21 };
  },
});
export const weatherTool = toMastra(weather, { requireApproval: true });
