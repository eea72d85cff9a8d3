import { genkit, z } from 'genkit';
import { standardTool, toGenkitDynamic } from './std-tool';

export const ai = genkit({});

export async function answer(question: string, userId: string) {
  return ai.generate({
    prompt: question,
    tools: [
      toGenkitDynamic(ai, {
        name: 'currentUser',
        description: 'The user asking',
        inputSchema: z.object({}),
        execute: async () => ({ id: userId }),
      }),
    ],
  });
}

export const clockDefinition = standardTool({
  name: 'clock',
  description: 'The time',
  inputSchema: z.object({ zone: z.string() }),
  execute: async ({ zone }) => `12:00 ${zone}`,
});
export const clock = toGenkitDynamic(ai, clockDefinition);
