import { jsonSchema } from 'ai';
import { toAiSdk, type StandardTool } from './std-tool';

export const lookupDefinition = {
  name: 'lookup',
  description: 'Look up a record by id',
  execute: async (input) => {
    const { id } = input as { id: string };
    return { id, found: true };
  },
} satisfies StandardTool;
export const lookup = toAiSdk(lookupDefinition, {
  inputSchema: jsonSchema({
    type: 'object',
    properties: { id: { type: 'string' } },
    required: ['id'],
  }),
  type: 'dynamic',
});
