import { genkit, z } from 'genkit';

export const ai = genkit({});

export const whoAmI = ai.defineTool(
  {
    name: 'whoAmI',
    description: 'Who is calling',
    inputSchema: z.object({ verbose: z.boolean().optional() }),
  },
  async ({ verbose }, { context }) => {
    const user = (context as { auth?: { uid?: string } }).auth?.uid ?? 'anonymous';
    return verbose ? `You are ${user}` : user;
  },
);

export const confirm = ai.defineTool(
  {
    name: 'confirm',
    description: 'Asks the user to confirm',
    inputSchema: z.object({ action: z.string() }),
  },
  async ({ action }, ctx) => {
    if (action === 'delete') ctx.interrupt({ message: 'Really delete?' });
    return 'done';
  },
);
