import { DynamicStructuredTool, tool } from '@langchain/core/tools';
import { z } from 'zod';

const TOOL_NAME = 'apply_patch';

const ToolNames = { Search: 'search' } as const;

// The names stay references to their constants (which stay in use, and the one place they are written).
export const patchTool = tool(async ({ diff }) => `applied ${diff.length} characters`, {
  name: TOOL_NAME,
  description: 'Apply a patch',
  schema: z.object({ diff: z.string() }),
});

export const searchTool = new DynamicStructuredTool({
  name: ToolNames.Search,
  description: 'Search the web',
  schema: z.object({ query: z.string() }),
  func: async ({ query }) => `results for ${query}`,
});
