// `z` is the zod namespace in the file, but a parameter hides it where the tools are made: fromJsonSchema instead.
import { DynamicTool, tool } from '@langchain/core/tools';
import { z } from 'zod';
export function make(z: number) {
  return [
    new DynamicTool({ name: 'echo', description: 'Echo', func: async (input: string) => `${input}${z}` }),
    tool(async (text: string) => text, { name: 'plain', description: 'Plain' }),
  ];
}
export const schema = z.object({});
