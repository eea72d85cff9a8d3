import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

export const download = standardTool({
  name: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async (context, { runtimeContext, options }: MastraToolContext) => {
    const response = await fetch(context.url, { signal: options?.abortSignal });
    return { status: response.status, toolCallId: options?.toolCallId, locale: runtimeContext.get('locale') };
  },
});
export const downloadTool = toMastra(download);

export const ping = standardTool({
  name: 'ping',
  description: 'Ping with the call id',
  inputSchema: z.object({ host: z.string() }),
  execute: async ({ host }, { options: { toolCallId } = {} as never }: MastraToolContext) => `${host} ${toolCallId}`,
});
export const pingTool = toMastra(ping);
