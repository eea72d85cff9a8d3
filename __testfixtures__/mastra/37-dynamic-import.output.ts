import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export async function loadTools() {
  const { createTool } = await import('@mastra/core/tools');
  const weatherDefinition = standardTool({
    name: 'weather',
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async (context) => `sunny in ${context.city}`,
  });
  const weather = toMastra(weatherDefinition);
  return { weather };
}
