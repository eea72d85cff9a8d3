import * as lc from '@langchain/core/tools';
import { z } from 'zod';

export const ping = lc.tool(async () => 'pong', {
  name: 'ping',
  description: 'Ping',
  schema: z.object({}),
});

export const pong = new lc.DynamicStructuredTool({
  name: 'pong',
  description: 'Pong',
  schema: z.object({}),
  func: async () => 'ping',
});
