import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const deleteFileDefinition = standardTool({
  name: 'deleteFile',
  description: 'Delete a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => ({ deleted: path }),
});
export const deleteFile = toAiSdk(deleteFileDefinition, {
  strict: true,
  needsApproval: true,
  providerOptions: {
    anthropic: { cacheControl: { type: 'ephemeral' } },
  },
  // Only the path goes back to the model.
  toModelOutput: ({ output }) => ({ type: 'text', value: output.deleted }),
});
