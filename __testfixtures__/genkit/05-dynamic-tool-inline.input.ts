import { genkit, z } from 'genkit';

export const ai = genkit({});

export async function answer(question: string, userId: string) {
  return ai.generate({
    prompt: question,
    tools: [
      ai.dynamicTool(
        {
          name: 'currentUser',
          description: 'The user asking',
          inputSchema: z.object({}),
        },
        async () => ({ id: userId }),
      ),
    ],
  });
}

export const clock = ai.dynamicTool(
  { name: 'clock', description: 'The time', inputSchema: z.object({ zone: z.string() }) },
  async ({ zone }) => `12:00 ${zone}`,
);
