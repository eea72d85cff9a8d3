import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

export const sum = standardTool({
  name: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async (input) => input.a + input.b,
});
export const sumTool = toMastra(sum);

export const status = standardTool({
  name: 'status',
  description: 'Service status',
  inputSchema: z.object({}),
  execute: async (_input, { runtimeContext }: MastraToolContext) => runtimeContext.get('status') ?? 'ok',
});
export const statusTool = toMastra(status);
