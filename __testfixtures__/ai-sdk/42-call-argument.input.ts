import { experimental_toolCaller, tool } from 'ai';
import { z } from 'zod';

// Arguments of a call are named after the called function; a method or a keyed arrow by its key.
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

declare function pair(a: unknown, b: unknown): void;
