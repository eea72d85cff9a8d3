import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

export const deleteFileDefinition = standardTool({
  name: 'delete_file',
  description: 'Delete a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => ({ deleted: path }),
});
export const deleteFile = toOpenAIAgents(deleteFileDefinition, {
  strict: true,
  // Ask a human first.
  needsApproval: async (_context, { path }) => path.startsWith('/etc'),
  errorFunction: (_context, error) => `could not delete: ${String(error)}`,
  isEnabled: ({ runContext }) => runContext.context !== undefined,
});
