import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

// A name computed at run time, with no effect: kept as written.
export function defineListTool(prefix?: string) {
  const listFiles = standardTool({
    name: `${prefix || ''}list_files`,
    description: 'Lists files',
    inputSchema: z.object({ dir: z.string() }),
    execute: async ({ dir }) => [`${dir}/a.txt`],
  });
  return toGenkit(ai, listFiles);
}

const TOOL_NAMES = { echo: 'echo' } as const;
export const echoDefinition = standardTool({
  name: TOOL_NAMES.echo,
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
export const echo = toGenkit(ai, echoDefinition);

// A name from a call, first in the config: evaluated once, first, as before.
export const madeDefinition = standardTool({
  name: String(Date.now()),
  description: 'Made',
  inputSchema: z.object({}),
  execute: async () => 1,
});
export const made = toGenkit(ai, madeDefinition);

// A name from a call after a description from a call: writing the name first would swap them; left as it is.
export const late = ai.defineTool(
  { description: String(Date.now()), name: String(Math.random()), inputSchema: z.object({}) },
  async () => 2,
);
