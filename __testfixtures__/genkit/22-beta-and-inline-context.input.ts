import { genkit, z } from 'genkit/beta';

export const ai = genkit({});

export function answer(question: string) {
  return ai.generate({
    prompt: question,
    tools: [
      // Reads ctx inline: the adapter types ctx as always given.
      ai.dynamicTool(
        { name: 'session', description: 'The session', inputSchema: z.object({}) },
        async (_input, { context }) => context,
      ),
      ai.dynamicTool(
        { name: 'echo', description: 'Echoes', inputSchema: z.object({ text: z.string() }) },
        async ({ text }) => text,
      ),
    ],
  });
}

export function makeTool(label: string) {
  return ai.defineTool(
    { name: 'label', description: 'Labels', inputSchema: z.object({ id: z.string() }) },
    async ({ id }, ctx) => `${label}:${id}:${ctx.context ? 'ctx' : 'none'}`,
  );
}

// Its parameters over several lines: ctx is typed all the same.
export const spread = ai.defineTool(
  { name: 'spread', description: 'Spread out', inputSchema: z.object({ id: z.string() }) },
  async (
    { id },
    ctx,
  ) => `${id}:${ctx.context ? 'ctx' : 'none'}`,
);
