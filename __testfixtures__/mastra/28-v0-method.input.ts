import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

// A 0.x `execute` written as a method: only its parameter list changes.
export const methodTool = createTool({
  id: 'method',
  description: 'Method form',
  inputSchema: z.object({ q: z.string() }),
  async execute({ context, runtimeContext }) {
    return `${context.q} for ${String(runtimeContext.get('user'))}`;
  },
});
