import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const greet = standardTool({
  name: 'greet',
  description: 'Greets the current user',
  inputSchema: z.object({ greeting: z.string() }),
  execute: async (context, { runtimeContext, mastra, threadId }) => {
    const user = runtimeContext.get('user');
    mastra?.getLogger().info(`greeting in ${threadId}`);
    return `${context.greeting}, ${user}`;
  },
});
export const greetTool = toMastra(greet);
