import { z } from 'zod';

export async function weatherTools() {
  const ai = await import('ai');
  const weather = ai.tool({
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => `sunny in ${city}`,
  });
  return { weather };
}
