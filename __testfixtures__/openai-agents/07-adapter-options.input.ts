import { tool } from '@openai/agents';
import { z } from 'zod';

export const deleteFile = tool({
  name: 'delete_file',
  description: 'Delete a file',
  parameters: z.object({ path: z.string() }),
  strict: true,
  // Ask a human first.
  needsApproval: async (_context, { path }) => path.startsWith('/etc'),
  errorFunction: (_context, error) => `could not delete: ${String(error)}`,
  isEnabled: ({ runContext }) => runContext.context !== undefined,
  execute: async ({ path }) => ({ deleted: path }),
});
