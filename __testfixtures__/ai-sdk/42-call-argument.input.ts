import { experimental_toolCaller, tool } from 'ai';
import { z } from 'zod';

// The first argument of a call is named after what holds the call's result (a variable, a record key), other
// arguments after the called function; a method or a keyed arrow by its key.
export const codeMode = experimental_toolCaller(
  tool({
    description: 'Run code',
    inputSchema: z.object({ code: z.string() }),
    execute: async ({ code }) => code.length,
  }),
  {
    type: 'local',
    bind: (tools: Record<string, unknown>) =>
      tool({
        inputSchema: z.object({}),
        execute: async () => Object.keys(tools),
      }),
  },
);

export const registry = {
  search(limit: number) {
    return tool({
      description: 'Search',
      inputSchema: z.object({ query: z.string() }),
      execute: async ({ query }) => [query].slice(0, limit),
    });
  },
};

pair(
  tool({ description: 'First', inputSchema: z.object({}), execute: async () => 1 }),
  tool({ description: 'Second', inputSchema: z.object({}), execute: async () => 2 }),
);

// Wrapped tools held by a variable or a record key: named by it, not all `cached`.
export const weatherApiTool = cached(
  tool({ description: 'Weather', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city }),
);
export const userProfileTool = cached(
  tool({ description: 'Profile', inputSchema: z.object({ id: z.string() }), execute: async ({ id }) => id }),
);
export const wrapped = {
  lookup: withRetry(tool({ description: 'Lookup', inputSchema: z.object({}), execute: async () => 'found' })),
};

declare function pair(a: unknown, b: unknown): void;
declare function cached<T>(value: T): T;
declare function withRetry<T>(value: T): T;
