import { z } from 'zod';
import { toMastra } from './std-tool.js';

export const weather = {
  name: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async (context, { runtimeContext }) => `${context.city} (${runtimeContext.get('unit')})`,
};
export const weatherTool = toMastra(weather);
