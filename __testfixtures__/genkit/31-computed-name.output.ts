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

// A name from a call: left as it is.
export const made = ai.defineTool(
  { name: String(Date.now()), description: 'Made', inputSchema: z.object({}) },
  async () => 1,
);
