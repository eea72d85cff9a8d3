import { createTool } from '@mastra/core';
import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

// The argument destructured in the body, as Mastra's own working-memory tool does.
export const update = standardTool({
  name: 'update-memory',
  description: 'Update the memory',
  inputSchema: z.object({ memory: z.string() }),
  execute: async (context, params: MastraToolContext) => {
    const { threadId, resourceId } = params;
    if (!threadId) throw new Error('no thread');
    return { saved: context.memory, threadId, resourceId };
  },
});
export const updateTool = toMastra(update);

// Only `context` destructured: the declaration goes.
export const onlyContextDefinition = standardTool({
  name: 'only-context',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: function (context) {
    return context.text;
  },
});
export const onlyContext = toMastra(onlyContextDefinition);

// Read by key: `args.context` becomes the input parameter.
export const byKeyDefinition = standardTool({
  name: 'by-key',
  description: 'Reads by key',
  inputSchema: z.object({ n: z.number() }),
  execute: async (context, args: MastraToolContext) => ({ n: context.n, run: args['runId'] }),
});
export const byKey = toMastra(byKeyDefinition);

// Left as they are: the argument passed on whole, `options` read from it.
export const passedOn = createTool({
  id: 'passed-on',
  description: 'Passes it on',
  inputSchema: z.object({ n: z.number() }),
  execute: async (args) => JSON.stringify(args),
});

export const readsOptions = createTool({
  id: 'reads-options',
  description: 'Reads options',
  inputSchema: z.object({ n: z.number() }),
  execute: async (args) => args.options,
});
