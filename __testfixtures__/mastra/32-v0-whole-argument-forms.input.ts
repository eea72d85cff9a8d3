import { createTool } from '@mastra/core';
import { z } from 'zod';

// The argument destructured in the body, as Mastra's own working-memory tool does.
export const updateTool = createTool({
  id: 'update-memory',
  description: 'Update the memory',
  inputSchema: z.object({ memory: z.string() }),
  execute: async params => {
    const { context, threadId, resourceId } = params;
    if (!threadId) throw new Error('no thread');
    return { saved: context.memory, threadId, resourceId };
  },
});

// Only `context` destructured: the declaration goes.
export const onlyContext = createTool({
  id: 'only-context',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: function (args) {
    const { context } = args;
    return context.text;
  },
});

// Read by key: `args.context` becomes the input parameter.
export const byKey = createTool({
  id: 'by-key',
  description: 'Reads by key',
  inputSchema: z.object({ n: z.number() }),
  execute: async (args) => ({ n: args.context.n, run: args['runId'] }),
});

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
