import { tool } from 'ai';
import { z } from 'zod';

export const deleteFile = tool({
  description: 'Delete a file',
  inputSchema: z.object({ path: z.string() }),
  strict: true,
  needsApproval: true,
  providerOptions: {
    anthropic: { cacheControl: { type: 'ephemeral' } },
  },
  execute: async ({ path }) => ({ deleted: path }),
  // Only the path goes back to the model.
  toModelOutput: ({ output }) => ({ type: 'text', value: output.deleted }),
});
