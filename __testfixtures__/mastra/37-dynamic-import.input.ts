import { z } from 'zod';

export async function loadTools() {
  const { createTool } = await import('@mastra/core/tools');
  const weather = createTool({
    id: 'weather',
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ context }) => `sunny in ${context.city}`,
  });
  return { weather };
}
