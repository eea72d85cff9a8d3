import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const TOOL_NAME = 'apply_patch';

const ToolNames = { Search: 'search' } as const;

// The names stay references to their constants (which stay in use, and the one place they are written).
export const applyPatch = standardTool({
  name: TOOL_NAME,
  description: 'Apply a patch',
  inputSchema: z.object({ diff: z.string() }),
  execute: async ({ diff }) => `applied ${diff.length} characters`,
});
export const patchTool = toLangChain(applyPatch);

export const search = standardTool({
  name: ToolNames.Search,
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => `results for ${query}`,
});
export const searchTool = toLangChain(search);
