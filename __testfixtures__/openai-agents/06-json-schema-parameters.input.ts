import { tool } from '@openai/agents';

export const search = tool({
  name: 'search',
  description: 'Search the web',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: true,
  },
  strict: false,
  execute: async (input: any) => `results for ${input.query}`,
});
