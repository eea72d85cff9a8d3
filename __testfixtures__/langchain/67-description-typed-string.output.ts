import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { toLangChain } from './std-tool';

interface Described {
  name: string;
  description: string;
  run(input: string): Promise<string>;
}

// The code does not show the description, its type does (a field typed `string`): kept as given.
export const wrapped = (t: Described) =>
  toLangChain({
    inputSchema: z.string(),
    name: t.name,
    description: t.description,
    execute: async (input: string) => t.run(input),
  });

// A description that may be undefined by its type: LangChain's tool() would derive one, so it is left.
export const optional = (t: { description?: string }) =>
  new DynamicStructuredTool({ name: 'optional', description: t.description, schema: z.object({}), func: async () => 'x' });

// Read through an index signature: typed `string`, but the key may be missing. Left too.
export const indexed = (descriptions: Record<string, string>) =>
  new DynamicStructuredTool({ name: 'indexed', description: descriptions.indexed, schema: z.object({}), func: async () => 'x' });
