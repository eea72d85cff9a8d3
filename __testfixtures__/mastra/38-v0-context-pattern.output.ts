import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

// 0.x (the root module): the input destructured from the whole argument, first thing in the body.
export const weather = standardTool({
  name: 'weather',
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string(), unit: z.string() }),
  execute: async ({ city, unit }, args: MastraToolContext) => {
    const {
      threadId,
    } = args;
    return `${city} (${unit}) for ${threadId}`;
  },
});
export const weatherTool = toMastra(weather);
