import { genkit, z } from 'genkit';

export const ai = genkit({});

// A comment above `name` moves with it (the emitter writes no name of its own then).
export const named = ai.defineTool(
  {
    // The registry key.
    name: 'named',
    description: 'Named',
    inputSchema: z.object({}),
  },
  async () => 'named',
);

// Comments next to moved pieces move with them.
export const moved = ai.defineTool(
  {
    name: 'moved',
    description: 'Moved', // short on purpose
    inputSchema: z.object({ id: z.string() }),
  },
  /** Looks it up. */
  async ({ id }) => id, // echo
);

// A comment after the last property has no property to go with either.
export const trailing = ai.defineTool(
  {
    name: 'trailing',
    description: 'Trailing',
    inputSchema: z.object({}),
    /* no output schema yet */
  },
  async () => 'trailing',
);
