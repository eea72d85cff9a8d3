import { jsonSchema } from 'ai';
import { standardTool, toAiSdk } from './std-tool';

export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up a record by id',
  execute: async (input) => {
    const { id } = input as { id: string };
    return { id, found: true };
  },
});
export const lookup = toAiSdk(lookupDefinition, {
  inputSchema: jsonSchema({
    type: 'object',
    properties: { id: { type: 'string' } },
    required: ['id'],
  }),
  type: 'dynamic',
});
