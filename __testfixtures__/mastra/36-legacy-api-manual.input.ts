import { createTool } from '@mastra/core';
import { z } from 'zod';

// No schema: that API required one.
export const noSchema = createTool({
  label: 'No schema',
  description: 'Has no schema',
  executor: async ({ data }) => data,
});

// No executor: nothing to run.
export const clientSide = createTool({
  label: 'Client side',
  schema: z.object({ q: z.string() }),
  description: 'Runs elsewhere',
});

// Passes its whole argument on.
export const passesOn = createTool({
  label: 'Passes on',
  schema: z.object({ q: z.string() }),
  description: 'Hands its argument to another function',
  executor: async (params) => JSON.stringify(params),
});

// A default inside the moved pattern would see the parameter scope, not the body's.
export const withDefault = createTool({
  label: 'With default',
  schema: z.object({ q: z.string().optional() }),
  description: 'Defaults a field',
  executor: async (params) => {
    const {
      data: { q = fallback() },
    } = params;
    function fallback() {
      return 'none';
    }
    return q;
  },
});
