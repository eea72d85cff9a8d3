import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

export const multiply = new DynamicStructuredTool({
  name: 'multiply',
  description: 'Multiply two numbers',
  schema: z.object({ x: z.number(), y: z.number() }),
  func: async ({ x, y }) => String(x * y),
  returnDirect: false,
});

export const divide = new DynamicStructuredTool({
  name: 'divide',
  description: 'Divide two numbers',
  schema: z.object({ x: z.number(), y: z.number() }),
  async func({ x, y }) {
    return String(x / y);
  },
});
