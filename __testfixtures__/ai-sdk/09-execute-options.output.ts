import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

export const downloadDefinition = {
  name: 'download',
  description: 'Download a URL',
  inputSchema: z.object({ url: z.string().url() }),
  execute: async ({ url }, { toolCallId, abortSignal }) => {
    const response = await fetch(url, { signal: abortSignal });
    return { toolCallId, status: response.status };
  },
} satisfies StandardTool;
export const download = toAiSdk(downloadDefinition);
