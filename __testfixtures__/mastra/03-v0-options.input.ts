import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const downloadTool = createTool({
  id: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ context, runtimeContext }, options) => {
    const response = await fetch(context.url, { signal: options?.abortSignal });
    return { status: response.status, toolCallId: options?.toolCallId, locale: runtimeContext.get('locale') };
  },
});

export const pingTool = createTool({
  id: 'ping',
  description: 'Ping with the call id',
  inputSchema: z.object({ host: z.string() }),
  execute: async ({ context: { host } }, { toolCallId } = {} as never) => `${host} ${toolCallId}`,
});
