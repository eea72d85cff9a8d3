import { fromJsonSchema, standardTool, toOpenAIAgents } from './std-tool';

export const searchDefinition = standardTool({
  name: 'search',
  description: 'Search the web',
  inputSchema: fromJsonSchema({
    type: 'object',
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: true,
  }),
  execute: async (input: any) => `results for ${input.query}`,
});
export const search = toOpenAIAgents(searchDefinition, {
  strict: false,
});
