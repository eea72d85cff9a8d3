import { tool } from '@openai/agents';
import { z } from 'zod';

interface UserInfo {
  name: string;
}

export const greet = tool({
  name: 'greet',
  description: 'Greet the user',
  parameters: z.object({ greeting: z.string() }),
  execute: async ({ greeting }, runContext) => {
    const user = runContext?.context as UserInfo | undefined;
    return `${greeting}, ${user?.name ?? 'stranger'}`;
  },
});
