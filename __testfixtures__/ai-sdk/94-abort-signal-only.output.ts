import { z } from 'zod';
import { abortSignalOf, type AiSdkExecuteOptions, standardTool, toAiSdk } from './std-tool';

// The signal only listened to through `?.`: none given and a signal that never aborts do the same.
export const slowApiDefinition = standardTool({
  name: 'slowApi',
  description: 'Fetch data from a slow API',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }, options: unknown) => {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 10);
      abortSignalOf(options).addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortSignalOf(options).reason);
      });
    });
    return { result: query };
  },
});
export const slowApi = toAiSdk(slowApiDefinition);

export const checkedDefinition = standardTool({
  name: 'checked',
  description: 'Stops when cancelled',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, options: unknown) => {
    abortSignalOf(options).throwIfAborted();
    return n * 2;
  },
});
export const checked = toAiSdk(checkedDefinition);

// Tied: these tell "none given" from a signal.
export const keptDefinition = standardTool({
  name: 'kept',
  description: 'Keeps the signal',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }: AiSdkExecuteOptions) => {
    const received = abortSignal;
    return { n, given: received !== undefined };
  },
});
export const kept = toAiSdk(keptDefinition);

export const defaultedDefinition = standardTool({
  name: 'defaulted',
  description: 'A fallback signal',
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }, { abortSignal }: AiSdkExecuteOptions) => {
    const response = await fetch(url, { signal: abortSignal ?? AbortSignal.timeout(5000) });
    return response.status;
  },
});
export const defaulted = toAiSdk(defaultedDefinition);

export const unguardedDefinition = standardTool({
  name: 'unguarded',
  description: 'Throws without a signal',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }: AiSdkExecuteOptions) => {
    abortSignal!.throwIfAborted();
    return n;
  },
});
export const unguarded = toAiSdk(unguardedDefinition);

export const eagerArgumentDefinition = standardTool({
  name: 'eagerArgument',
  description: 'Its listener is made eagerly',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }: AiSdkExecuteOptions) => {
    abortSignal?.addEventListener('abort', console.log.bind(console, n));
    return n;
  },
});
export const eagerArgument = toAiSdk(eagerArgumentDefinition);

export const moreDefinition = standardTool({
  name: 'more',
  description: 'Reads more of the options',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal, toolCallId }: AiSdkExecuteOptions) => {
    abortSignal?.throwIfAborted();
    return `${toolCallId}: ${n}`;
  },
});
export const more = toAiSdk(moreDefinition);
