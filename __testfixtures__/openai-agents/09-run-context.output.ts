import { z } from 'zod';
import { type OpenAIAgentsRunContext, standardTool, toOpenAIAgents } from './std-tool';

interface UserInfo {
  name: string;
}

export const greetDefinition = standardTool({
  name: 'greet',
  description: 'Greet the user',
  inputSchema: z.object({ greeting: z.string() }),
  execute: async ({ greeting }, runContext: OpenAIAgentsRunContext | undefined) => {
    const user = runContext?.context as UserInfo | undefined;
    return `${greeting}, ${user?.name ?? 'stranger'}`;
  },
});
export const greet = toOpenAIAgents(greetDefinition);
