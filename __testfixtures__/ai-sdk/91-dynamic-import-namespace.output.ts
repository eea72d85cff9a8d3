import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export async function weatherTools() {
  const ai = await import('ai');
  const weatherDefinition = standardTool({
    name: 'weather',
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => `sunny in ${city}`,
  });
  const weather = toAiSdk(weatherDefinition);
  return { weather };
}
