import { genkit, z } from 'genkit';
import { type GenkitToolContext, standardTool, toGenkit } from './std-tool';

const ai = genkit({});

// The tool context is declared and never read: nothing of Genkit in this tool.
export const addDefinition = standardTool({
  name: 'add',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.number(),
  execute: async ({ a, b }, ctx) => a + b,
});
export const add = toGenkit(ai, addDefinition);

// Read: tied.
export const whoamiDefinition = standardTool({
  name: 'whoami',
  description: 'Who is calling',
  inputSchema: z.object({}),
  outputSchema: z.string(),
  execute: async (input, ctx: GenkitToolContext) => String(ctx.context?.auth?.uid ?? 'anonymous'),
});
export const whoami = toGenkit(ai, whoamiDefinition);
