import { dynamicTool, jsonSchema } from 'ai';

export const lookup = dynamicTool({
  description: 'Look up a record by id',
  inputSchema: jsonSchema({
    type: 'object',
    properties: { id: { type: 'string' } },
    required: ['id'],
  }),
  execute: async (input) => {
    const { id } = input as { id: string };
    return { id, found: true };
  },
});
