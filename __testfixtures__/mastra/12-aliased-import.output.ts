import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const first = standardTool({
  name: 'first',
  description: 'First item',
  inputSchema: z.object({ items: z.array(z.string()) }),
  execute: async (context) => context.items[0],
});
export const firstTool = toMastra(first);

export const last = standardTool({
  name: 'last',
  description: 'Last item',
  inputSchema: z.object({ items: z.array(z.string()) }),
  execute: async (context) => context.items.at(-1),
});
export const lastTool = toMastra(last);
