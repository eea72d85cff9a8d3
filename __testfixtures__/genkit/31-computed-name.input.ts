import { genkit, z } from 'genkit';

export const ai = genkit({});

// A name computed at run time, with no effect: kept as written.
export function defineListTool(prefix?: string) {
  return ai.defineTool(
    {
      name: `${prefix || ''}list_files`,
      description: 'Lists files',
      inputSchema: z.object({ dir: z.string() }),
    },
    async ({ dir }) => [`${dir}/a.txt`],
  );
}

const TOOL_NAMES = { echo: 'echo' } as const;
export const echo = ai.defineTool(
  { name: TOOL_NAMES.echo, description: 'Echo', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => text,
);

// A name from a call, first in the config: evaluated once, first, as before.
export const made = ai.defineTool(
  { name: String(Date.now()), description: 'Made', inputSchema: z.object({}) },
  async () => 1,
);

// A name from a call after a description from a call: writing the name first would swap them; left as it is.
export const late = ai.defineTool(
  { description: String(Date.now()), name: String(Math.random()), inputSchema: z.object({}) },
  async () => 2,
);
