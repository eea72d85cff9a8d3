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

/** Every framework by name, as prose lists them: `AI SDK, MCP, Genkit, LangChain and Mastra`. */
export function frameworkNamesInProse(): string {
  const names = frameworks.map((framework) => framework.name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the tool does in one sentence: the CLI's description, and package.json's (a test holds them equal). */
export function toolDescription(): string {
  return `Rewrite ${frameworkNamesInProse()} tool definitions into one standard tool object plus a small adapter call.`;
}

export function isFrameworkId(value: string): value is FrameworkId {
  return (frameworkIds as readonly string[]).includes(value);
}
