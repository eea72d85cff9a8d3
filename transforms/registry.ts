/** Every front end, by transform name. Later transforms register here. */
import { aiSdkFrontEnd } from './front-ends/ai-sdk';
import { mcpSdkFrontEnd } from './front-ends/mcp-sdk';
import { genkitFrontEnd } from './front-ends/genkit';
import { mastraFrontEnd } from './front-ends/mastra';
import { langChainFrontEnd } from './front-ends/langchain';
import { openAIAgentsFrontEnd } from './front-ends/openai-agents';
import type { FrontEnd } from './lib/front-end';

export const frontEndsById = {
  'ai-sdk': aiSdkFrontEnd,
  'mcp-sdk': mcpSdkFrontEnd,
  genkit: genkitFrontEnd,
  mastra: mastraFrontEnd,
  langchain: langChainFrontEnd,
  'openai-agents': openAIAgentsFrontEnd,
} satisfies Record<string, FrontEnd>;

export type TransformName = keyof typeof frontEndsById;

export const allFrontEnds: FrontEnd[] = Object.values(frontEndsById);
