import { createTool as mastraTool } from '@mastra/core/tools';
import * as mastraTools from '@mastra/core/tools';
import { z } from 'zod';

export const firstTool = mastraTool({
  id: 'first',
  description: 'First item',
  inputSchema: z.object({ items: z.array(z.string()) }),
  execute: async ({ context }) => context.items[0],
});

export const lastTool = mastraTools.createTool({
  id: 'last',
  description: 'Last item',
  inputSchema: z.object({ items: z.array(z.string()) }),
  execute: async ({ context }) => context.items.at(-1),
});
