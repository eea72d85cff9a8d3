/** What the adapter-module tests render for: every framework, and this repository's installed majors. */
import { frameworkIds, type FrameworkId } from '../../transforms/frameworks';

export const ALL: FrameworkId[] = [...frameworkIds];

/** The versions installed here as dev dependencies (zod 4 with native JSON Schema). */
export const CURRENT_PACKAGES = {
  ai: '6.0.326',
  '@modelcontextprotocol/sdk': '1.32.2',
  genkit: '1.42.0',
  '@langchain/core': '1.4.0',
  '@mastra/core': '0.24.9',
  '@openai/agents': '0.20.0',
  zod: '4.6.7',
};
