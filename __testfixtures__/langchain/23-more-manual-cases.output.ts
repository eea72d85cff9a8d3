import { DynamicStructuredTool, tool } from '@langchain/core/tools';
import { z } from 'zod';
import { sharedSchema, handle } from './shared';
import { standardTool, toLangChain } from './std-tool';

export const importedSchema = standardTool({
  name: 'imported_schema',
  description: 'Schema from another module',
  inputSchema: sharedSchema,
  execute: async () => 'x',
});
export const imported = toLangChain(importedSchema);

export const external = new DynamicStructuredTool({
  name: 'external',
  description: 'Func from another module',
  schema: z.object({}),
  func: handle,
});

export const selfish = tool(
  async function (this: unknown) {
    return String(this);
  },
  { name: 'selfish', description: 'Reads this', schema: z.object({}) },
);

const descriptions: Record<string, string> = { maybe: 'Maybe' };
export const maybe = new DynamicStructuredTool({
  name: 'maybe',
  description: descriptions.maybe,
  schema: z.object({}),
  func: async () => 'maybe',
});

export const typed = tool<z.ZodObject<{}>>(async () => 'typed', { name: 'typed', description: 'Typed', schema: z.object({}) });
