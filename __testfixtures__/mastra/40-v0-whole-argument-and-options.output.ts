import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

// The argument whole and Mastra's call options beside it.
export const webSearchDefinition = standardTool({
  name: 'webSearch',
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async (context, { options, ...executionContext }: MastraToolContext) => {
    const jwt = executionContext.runtimeContext.get('jwt');
    return { query: context.query, jwt, call: options?.toolCallId };
  },
});
export const webSearch = toMastra(webSearchDefinition);

// Options never read: the parameter goes.
export const unreadDefinition = standardTool({
  name: 'unread',
  description: 'Ignores its options',
  inputSchema: z.object({ query: z.string() }),
  execute: async (context) => context.query,
});
export const unread = toMastra(unreadDefinition);

// Only the input read from the argument, the options renamed.
export const renamedDefinition = standardTool({
  name: 'renamed',
  description: 'Reads the call id',
  inputSchema: z.object({ query: z.string() }),
  execute: async (context, { options: opts }: MastraToolContext) => `${context.query}:${opts.toolCallId}`,
});
export const renamed = toMastra(renamedDefinition);

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
