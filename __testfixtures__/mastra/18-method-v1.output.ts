import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

const runLookup = async ({ id }: { id: string }) => ({ id });

export const lookup = standardTool({
  name: 'lookup',
  description: 'Look a record up',
  inputSchema: z.object({ id: z.string() }),
  async execute(input, ctx: MastraToolContext) {
    return { ...(await runLookup(input)), traced: Boolean(ctx?.tracingContext) };
  },
});
export const lookupTool = toMastra(lookup);

export const referenceTool = createTool({
  id: 'reference',
  description: 'Execute is defined elsewhere',
  inputSchema: z.object({ id: z.string() }),
  execute: runLookup,
});
