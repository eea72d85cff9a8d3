import { genkit, z } from 'genkit';

export const ai = genkit({});

// Literal names in a loop: each tool is still one definition, written inline.
export const echoes = ['a', 'b'].map((suffix) =>
  ai.dynamicTool({ name: 'echo', description: `Echo ${suffix}`, inputSchema: z.object({ text: z.string() }) }, async ({ text }) => text + suffix),
);

export const status = ai.defineTool(
  {
    name: 'status',
    description: 'Service status',
    inputSchema: z.object({ service: z.string() }),
    metadata: { owner: 'ops' }, // routed to the on-call team
  },
  async function ({ service }) {
    return { service, up: true };
  },
);
