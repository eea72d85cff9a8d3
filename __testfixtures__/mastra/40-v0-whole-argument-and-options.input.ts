import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

// The argument whole and Mastra's call options beside it.
export const webSearch = createTool({
  id: 'webSearch',
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async (executionContext, options) => {
    const { context } = executionContext;
    const jwt = executionContext.runtimeContext.get('jwt');
    return { query: context.query, jwt, call: options?.toolCallId };
  },
});

// Options never read: the parameter goes.
export const unread = createTool({
  id: 'unread',
  description: 'Ignores its options',
  inputSchema: z.object({ query: z.string() }),
  execute: async (args, options) => args.context.query,
});

// Only the input read from the argument, the options renamed.
export const renamed = createTool({
  id: 'renamed',
  description: 'Reads the call id',
  inputSchema: z.object({ query: z.string() }),
  execute: async (args, opts) => `${args.context.query}:${opts.toolCallId}`,
});

// Left as they are: typed options, and the argument passed on whole.
export const typedOptions = createTool({
  id: 'typed-options',
  description: 'Typed options',
  inputSchema: z.object({ query: z.string() }),
  execute: async (args, options: { toolCallId: string }) => `${args.context.query}:${options.toolCallId}`,
});

export const passedOn = createTool({
  id: 'passed-on',
  description: 'Passes it on',
  inputSchema: z.object({ query: z.string() }),
  execute: async (args, options) => JSON.stringify([args.context, args, options]),
});

// Reads `arguments`, which would hold the adapter's arguments: left as it is.
export const readsArguments = createTool({
  id: 'reads-arguments',
  description: 'Counts its arguments',
  inputSchema: z.object({ query: z.string() }),
  execute: async function (args, options) {
    return `${args.context.query}:${arguments.length}:${options?.toolCallId}`;
  },
});
