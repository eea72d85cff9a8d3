import { genkit, z } from 'genkit';
import { type GenkitToolContext, standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

export const whoAmIDefinition = standardTool({
  name: 'whoAmI',
  description: 'Who is calling',
  inputSchema: z.object({ verbose: z.boolean().optional() }),
  execute: async ({ verbose }, { context }: GenkitToolContext) => {
    const user = (context as { auth?: { uid?: string } }).auth?.uid ?? 'anonymous';
    return verbose ? `You are ${user}` : user;
  },
});
export const whoAmI = toGenkit(ai, whoAmIDefinition);

export const confirmDefinition = standardTool({
  name: 'confirm',
  description: 'Asks the user to confirm',
  inputSchema: z.object({ action: z.string() }),
  execute: async ({ action }, ctx: GenkitToolContext) => {
    if (action === 'delete') ctx.interrupt({ message: 'Really delete?' });
    return 'done';
  },
});
export const confirm = toGenkit(ai, confirmDefinition);
