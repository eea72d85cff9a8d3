import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const realDefinition = standardTool({
  name: 'real',
  description: 'A real AI SDK tool',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => q,
});
export const real = toAiSdk(realDefinition);

export function build() {
  // A local `tool` shadows the import: not ours.
  const tool = (config: object) => config;
  return tool({ description: 'not an AI SDK tool', inputSchema: {}, execute: () => 1 });
}
