import { generateText, tool } from 'ai';
import { z } from 'zod';

export function run(model: any) {
  return generateText({
    model,
    prompt: 'roll',
    tools: {
      // No description: the model sees only the name and the schema.
      roll: tool({
        inputSchema: z.object({ sides: z.number().default(6) }),
        execute: async ({ sides }) => Math.ceil(Math.random() * sides),
      }),
    },
  });
}
