import type { FrameworkDescriptor } from '../../lib/framework';

export const openAIAgentsFramework = {
  id: 'openai-agents',
  title: 'OpenAI Agents SDK (@openai/agents)',
  name: 'OpenAI Agents SDK',
  supported: 'OpenAI Agents SDK (`@openai/agents`) 0.3–0.20',
  shapes: ['tool()'],
  packages: ['@openai/agents', '@openai/agents-core'],
  // One module for 0.3 (zod 3 or 4) to 0.20 (zod 4): the SDK reads the schema itself.
  adapterModule: () => 'openai-agents',
  adapterExports: ['toOpenAIAgents'],
  adapterTypes: ['OpenAIAgentsRunContext', 'OpenAIAgentsTool'],
  toolSchemaKinds: ['PlainJsonSchema'],
  // The SDK reads zod, JSON Schema and (0.20) Standard JSON Schemas itself: nothing to stand in for.
  zodOnlyStandIns: [],
  lineBudget: 70,
} as const satisfies FrameworkDescriptor<'openai-agents'>;
