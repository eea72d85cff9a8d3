import { z } from 'zod';
import { type AiSdkExecuteOptions, standardTool, toAiSdk } from './std-tool';

export const downloadDefinition = standardTool({
  name: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ url }, { toolCallId, abortSignal }: AiSdkExecuteOptions) => {
    const response = await fetch(url, { signal: abortSignal });
    return { toolCallId, status: response.status };
  },
});
export const download = toAiSdk(downloadDefinition);
