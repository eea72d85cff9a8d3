import { tool } from 'ai';
import { z } from 'zod';

export const download = tool({
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ url }, { toolCallId, abortSignal }) => {
    const response = await fetch(url, { signal: abortSignal });
    return { toolCallId, status: response.status };
  },
});
