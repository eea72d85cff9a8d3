import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

// A 0.x `execute` written as a method: only its parameter list changes.
export const method = standardTool({
  name: 'method',
  description: 'Method form',
  inputSchema: z.object({ q: z.string() }),
  async execute(context, { runtimeContext }: MastraToolContext) {
    return `${context.q} for ${String(runtimeContext.get('user'))}`;
  },
});
export const methodTool = toMastra(method);
