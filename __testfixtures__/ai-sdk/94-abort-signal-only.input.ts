import { tool } from 'ai';
import { z } from 'zod';

// The signal only listened to through `?.`: none given and a signal that never aborts do the same.
export const slowApi = tool({
  description: 'Fetch data from a slow API',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }, { abortSignal }) => {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, 10);
      abortSignal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortSignal.reason);
      });
    });
    return { result: query };
  },
});

export const checked = tool({
  description: 'Stops when cancelled',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal: signal }) => {
    signal?.throwIfAborted();
    return n * 2;
  },
});

// Tied: these tell "none given" from a signal.
export const kept = tool({
  description: 'Keeps the signal',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }) => {
    const received = abortSignal;
    return { n, given: received !== undefined };
  },
});

export const defaulted = tool({
  description: 'A fallback signal',
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }, { abortSignal }) => {
    const response = await fetch(url, { signal: abortSignal ?? AbortSignal.timeout(5000) });
    return response.status;
  },
});

export const unguarded = tool({
  description: 'Throws without a signal',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }) => {
    abortSignal!.throwIfAborted();
    return n;
  },
});

export const eagerArgument = tool({
  description: 'Its listener is made eagerly',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal }) => {
    abortSignal?.addEventListener('abort', console.log.bind(console, n));
    return n;
  },
});

export const more = tool({
  description: 'Reads more of the options',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }, { abortSignal, toolCallId }) => {
    abortSignal?.throwIfAborted();
    return `${toolCallId}: ${n}`;
  },
});
