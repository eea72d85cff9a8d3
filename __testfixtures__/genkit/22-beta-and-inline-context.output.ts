import { genkit, z } from 'genkit/beta';
import { type GenkitToolContext, standardTool, toGenkit, toGenkitDynamic } from './std-tool';

export const ai = genkit({});

export function answer(question: string) {
  return ai.generate({
    prompt: question,
    tools: [
      // Reads ctx inline: the adapter types ctx as always given.
      toGenkitDynamic(ai, {
        name: 'session',
        description: 'The session',
        inputSchema: z.object({}),
        execute: async (_input, { context }: GenkitToolContext) => context,
      }),
      toGenkitDynamic(ai, {
        name: 'echo',
        description: 'Echoes',
        inputSchema: z.object({ text: z.string() }),
        execute: async ({ text }) => text,
      }),
    ],
  });
}

export function makeTool(label: string) {
  const labelDefinition = standardTool({
    name: 'label',
    description: 'Labels',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }, ctx: GenkitToolContext) => `${label}:${id}:${ctx.context ? 'ctx' : 'none'}`,
  });
  return toGenkit(ai, labelDefinition);
}

// Its parameters over several lines: ctx is typed all the same.
export const spreadDefinition = standardTool({
  name: 'spread',
  description: 'Spread out',
  inputSchema: z.object({ id: z.string() }),
  execute: async (
    { id },
    ctx: GenkitToolContext,
  ) => `${id}:${ctx.context ? 'ctx' : 'none'}`,
});
export const spread = toGenkit(ai, spreadDefinition);
