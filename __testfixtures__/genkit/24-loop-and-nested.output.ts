import { genkit, z } from 'genkit';
import { standardTool, toGenkit, toGenkitDynamic } from './std-tool';

export const ai = genkit({});

// Literal names in a loop: each tool is still one definition, written inline.
export const echoes = ['a', 'b'].map((suffix) =>
  toGenkitDynamic(ai, {
    name: 'echo',
    description: `Echo ${suffix}`,
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text + suffix,
  }),
);

export const statusDefinition = standardTool({
  name: 'status',
  description: 'Service status',
  inputSchema: z.object({ service: z.string() }),
  execute: async function ({ service }) {
    return { service, up: true };
  },
});
export const status = toGenkit(ai, statusDefinition, {
  metadata: { owner: 'ops' }, // routed to the on-call team
});
