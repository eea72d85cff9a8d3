import { tool } from '@langchain/core/tools';
import { z } from 'zod';

type Define = (func: (input: { q: string }) => Promise<string>, fields: object) => unknown;

export function withOwnTool(tool: Define) {
  // This `tool` is the parameter, not LangChain's.
  return tool(async ({ q }) => q, { name: 'own', description: 'Own tool()', schema: z.object({ q: z.string() }) });
}

export const real = tool(async ({ q }) => q.toUpperCase(), {
  name: 'real',
  description: "LangChain's tool()",
  schema: z.object({ q: z.string() }),
});
