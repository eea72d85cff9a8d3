import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

export const greet = standardTool({
  name: 'greet',
  description: 'Greets the current user',
  inputSchema: z.object({ greeting: z.string() }),
  execute: async (context, { runtimeContext, mastra, threadId }: MastraToolContext) => {
    const user = runtimeContext.get('user');
    mastra?.getLogger().info(`greeting in ${threadId}`);
    return `${context.greeting}, ${user}`;
  },
});
export const greetTool = toMastra(greet);
