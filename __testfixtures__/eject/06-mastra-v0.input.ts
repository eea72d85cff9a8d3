import { z } from 'zod';
import { standardTool, toMastra, type MastraToolContext } from './std-tool';

export const download = standardTool({
  name: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async (context, { runtimeContext, options }: MastraToolContext) => {
    const response = await fetch(context.url, { signal: options?.abortSignal });
    return { status: response.status, user: runtimeContext.get('user') };
  },
});
export const downloadTool = toMastra(download);

export const ping = standardTool({
  name: 'ping',
  description: 'Ping',
  inputSchema: z.object({ host: z.string() }),
  execute: async ({ host }) => host,
});
export const pingTool = toMastra(ping);
