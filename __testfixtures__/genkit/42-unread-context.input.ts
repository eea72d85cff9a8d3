import { genkit, z } from 'genkit';

const ai = genkit({});

// The tool context is declared and never read: nothing of Genkit in this tool.
export const add = ai.defineTool(
  {
    name: 'add',
    description: 'Adds two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.number(),
  },
  async ({ a, b }, ctx) => a + b,
);

// Read: tied.
export const whoami = ai.defineTool(
  {
    name: 'whoami',
    description: 'Who is calling',
    inputSchema: z.object({}),
    outputSchema: z.string(),
  },
  async (input, ctx) => String(ctx.context?.auth?.uid ?? 'anonymous'),
);
