import { dynamicTool, genkit, z } from 'genkit';

export const ai = genkit({});
const shared = { description: 'Shared' };

export const spread = ai.defineTool({ name: 'spread', ...shared }, async () => 1);

export const typed = ai.defineTool<z.ZodObject<{}>, z.ZodNumber>(
  { name: 'typed', description: 'Typed', inputSchema: z.object({}), outputSchema: z.number() },
  async () => 2,
);

// A dynamic tool without a function (its caller supplies results): nothing to execute.
export const declared = dynamicTool({ name: 'declared', description: 'Declared only', inputSchema: z.object({}) });

export const twice = ai.defineTool({ name: 'twice', description: 'One', description: 'Two' } as never, async () => 3);

export const noDescription = ai.defineTool({ name: 'noDescription', inputSchema: z.object({}) } as never, async () => 4);

export const usesThis = ai.defineTool(
  { name: 'usesThis', description: 'Reads this', inputSchema: z.object({}) },
  async function (this: unknown) {
    return String(this);
  },
);
