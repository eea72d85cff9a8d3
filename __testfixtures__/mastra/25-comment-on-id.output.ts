import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const weather = standardTool({
  // Stable: dashboards key on this id.
  name: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async (context) => context.city,
});
export const weatherTool = toMastra(weather);
