import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

type Define = (func: (input: { q: string }) => Promise<string>, fields: object) => unknown;

export function withOwnTool(tool: Define) {
  // This `tool` is the parameter, not LangChain's.
  return tool(async ({ q }) => q, { name: 'own', description: 'Own tool()', schema: z.object({ q: z.string() }) });
}

export const realDefinition = standardTool({
  name: 'real',
  description: "LangChain's tool()",
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => q.toUpperCase(),
});
export const real = toLangChain(realDefinition);
