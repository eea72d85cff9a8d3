import { generateText } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

export function run(model: any) {
  return generateText({
    model,
    prompt: 'roll',
    tools: {
      // No description: the model sees only the name and the schema.
      roll: toAiSdk({
        name: 'roll',
        description: '',
        inputSchema: z.object({ sides: z.number().default(6) }),
        execute: async ({ sides }) => Math.ceil(Math.random() * sides),
      }),
    },
  });
}
