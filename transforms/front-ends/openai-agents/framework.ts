import type { FrameworkDescriptor } from '../../lib/framework';

export const openAIAgentsFramework = {
  id: 'openai-agents',
  title: 'OpenAI Agents SDK (@openai/agents)',
  packages: ['@openai/agents', '@openai/agents-core'],
  // One module for 0.3 (zod 3 or 4) to 0.20 (zod 4): the SDK reads the schema itself.
  adapterModule: () => 'openai-agents',
  adapterExports: ['toOpenAIAgents'],
  adapterTypes: ['OpenAIAgentsRunContext', 'OpenAIAgentsTool'],
  toolSchemaKinds: ['PlainJsonSchema'],
} as const satisfies FrameworkDescriptor<'openai-agents'>;
