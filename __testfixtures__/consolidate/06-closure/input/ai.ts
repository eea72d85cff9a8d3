import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export function toolsFor(userId: string) {
  const history = standardTool({
    name: 'get_history',
    description: 'The signed-in user\'s order history',
    inputSchema: z.object({ limit: z.number() }),
    execute: async ({ limit }) => `${limit} orders of ${userId}`,
  });
  return { get_history: toAiSdk(history) };
}
