// `z` is the zod namespace in the file, but a parameter hides it where the tools are made: fromJsonSchema instead.
import { fromJsonSchema, toLangChain } from './std-tool';
import { z } from 'zod';
export function make(z: number) {
  return [
    toLangChain({ inputSchema: fromJsonSchema<string>({ type: 'string' }), name: 'echo', description: 'Echo', execute: async (input: string) => `${input}${z}` }),
    toLangChain({
      name: 'plain',
      description: 'Plain',
      inputSchema: fromJsonSchema<string>({ type: 'string' }),
      execute: async (text: string) => text,
    }),
  ];
}
export const schema = z.object({});
