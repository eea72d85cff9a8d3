import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

// A comment above `name` moves with it (the emitter writes no name of its own then).
export const namedDefinition = standardTool({
  // The registry key.
  name: 'named',
  description: 'Named',
  inputSchema: z.object({}),
  execute: async () => 'named',
});
export const named = toGenkit(ai, namedDefinition);

// Comments next to moved pieces move with them.
export const movedDefinition = standardTool({
  name: 'moved',
  description: 'Moved', // short on purpose
  inputSchema: z.object({ id: z.string() }),
  /** Looks it up. */
  execute: async ({ id }) => id, // echo
});
export const moved = toGenkit(ai, movedDefinition);

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
