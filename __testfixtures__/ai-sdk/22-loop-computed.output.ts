import { tool } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

const endpoints = ['users', 'orders'] as const;

export const restTools = Object.fromEntries(
  endpoints.map((endpoint) => [
    endpoint,
    tool({
      description: `Fetch ${endpoint}`,
      inputSchema: z.object({ id: z.string() }),
      execute: async ({ id }) => fetch(`/api/${endpoint}/${id}`).then((r) => r.json()),
    }),
  ]),
);

const key = 'lookup';
export const computed = {
  [key]: toAiSdk({
    name: key,
    description: 'Look up',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }) => id,
  }),
};
