import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

export const fetchPageDefinition = standardTool({
  name: 'fetchPage',
  description: 'Fetches a web page',
  inputSchema: z.object({ url: z.string().url() }),
  outputSchema: z.object({ status: z.number(), body: z.string() }),
  execute: async ({ url }) => ({ status: 200, body: `<html>${url}</html>` }),
});
export const fetchPage = toGenkit(ai, fetchPageDefinition, {
  metadata: { cost: 'high', tags: ['web'] },
});
