import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const weather = standardTool({
  name: 'weather',
  description: 'Current weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
export const weatherTool = toAiSdk(weather);
