import { experimental_toolCaller } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

// Arguments of a call are named after the called function; a method or a keyed arrow by its key.
export const codeMode = experimental_toolCaller(
  toAiSdk({
    name: 'experimental_toolCaller',
    description: 'Run code',
    inputSchema: z.object({ code: z.string() }),
    execute: async ({ code }) => code.length,
  }),
  {
    type: 'local',
    bind: (tools: Record<string, unknown>) =>
      toAiSdk({
        name: 'bind',
        description: '',
        inputSchema: z.object({}),
        execute: async () => Object.keys(tools),
      }),
  },
);

export const registry = {
  search(limit: number) {
    return toAiSdk({
      name: 'search',
      description: 'Search',
      inputSchema: z.object({ query: z.string() }),
      execute: async ({ query }) => [query].slice(0, limit),
    });
  },
};

pair(
  toAiSdk({ name: 'pair', description: 'First', inputSchema: z.object({}), execute: async () => 1 }),
  toAiSdk({ name: 'pair_2', description: 'Second', inputSchema: z.object({}), execute: async () => 2 }),
);

declare function pair(a: unknown, b: unknown): void;
