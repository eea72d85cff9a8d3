import { fromJsonSchema, standardTool, toAiSdk } from './std-tool';

export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up a record by id',
  inputSchema: fromJsonSchema<unknown>({
    type: 'object',
    properties: { id: { type: 'string' } },
    required: ['id'],
  }),
  execute: async (input) => {
    const { id } = input as { id: string };
    return { id, found: true };
  },
});
export const lookup = toAiSdk(lookupDefinition, {
  type: 'dynamic',
});
