import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const greetTool = createTool({
  id: 'greet',
  description: 'Greets the current user',
  inputSchema: z.object({ greeting: z.string() }),
  execute: async ({ context, runtimeContext, mastra, threadId }) => {
    const user = runtimeContext.get('user');
    mastra?.getLogger().info(`greeting in ${threadId}`);
    return `${context.greeting}, ${user}`;
  },
});
