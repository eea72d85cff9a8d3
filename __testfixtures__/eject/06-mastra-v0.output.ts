import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const downloadTool = createTool({
  id: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ context, runtimeContext }, options) => {
    const response = await fetch(context.url, { signal: options?.abortSignal });
    return { status: response.status, user: runtimeContext.get('user') };
  },
});

export const pingTool = createTool({
  id: 'ping',
  description: 'Ping',
  inputSchema: z.object({ host: z.string() }),
  execute: async ({ context: { host } }) => host,
});
