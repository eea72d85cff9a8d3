import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const getHistory = standardTool({
  name: 'get_history',
  description: "The signed-in user's order history",
  inputSchema: z.object({ limit: z.number() }),
  execute: async ({ limit }) => `${limit} orders`,
});
export const historyTool = toLangChain(getHistory);
