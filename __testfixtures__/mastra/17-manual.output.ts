import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

const id = 'dynamic';

export const restTool = createTool({
  id: 'rest',
  description: 'Uses the rest of the argument',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context, ...rest }) => ({ q: context.q, keys: Object.keys(rest) }),
});

export const defaultTool = createTool({
  id: 'with-default',
  description: 'Defaults its context',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ context = { q: 'x' } }) => context.q,
});

export const computed = standardTool({
  name: id,
  description: 'Computed id',
  execute: async () => 1,
});
export const computedTool = toMastra(computed);

export const clientTool = createTool({
  id: 'client-side',
  description: 'No execute',
  inputSchema: z.object({ q: z.string() }),
});

export const typed = standardTool({
  name: 'typed',
  description: 'Typed parameter',
  inputSchema: z.object({ q: z.string() }),
  execute: async (context: { q: string }) => context.q,
});
export const typedTool = toMastra(typed);

export const noSchemaTool = createTool({
  id: 'no-schema',
  description: 'Reads an input it has no schema for',
  execute: async ({ context }) => context,
});

export const thisTool = createTool({
  id: 'reads-this',
  description: 'Reads this',
  inputSchema: z.object({ q: z.string() }),
  execute: async function ({ context }) {
    return `${String(this)} ${context.q}`;
  },
});
