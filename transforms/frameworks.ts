/**
 * Every framework the tool knows, in the order it lists them. A new framework is a
 * folder under `front-ends/` (its descriptor and front end) plus one line here and one
 * in `registry.ts`.
 */
import { aiSdkFramework } from './front-ends/ai-sdk/framework';
import { genkitFramework } from './front-ends/genkit/framework';
import { langChainFramework } from './front-ends/langchain/framework';
import { mastraFramework } from './front-ends/mastra/framework';
import { mcpSdkFramework } from './front-ends/mcp-sdk/framework';
import { openAIAgentsFramework } from './front-ends/openai-agents/framework';

export const frameworks = [
  aiSdkFramework,
  mcpSdkFramework,
  genkitFramework,
  langChainFramework,
  mastraFramework,
  openAIAgentsFramework,
] as const;

export type FrameworkId = (typeof frameworks)[number]['id'];

export const frameworkIds: readonly FrameworkId[] = frameworks.map((framework) => framework.id);

export function frameworkById(id: FrameworkId): (typeof frameworks)[number] {
  return frameworks.find((framework) => framework.id === id)!;
}

export function isFrameworkId(value: string): value is FrameworkId {
  return (frameworkIds as readonly string[]).includes(value);
}
