import { genkit, z } from 'genkit';

export const ai = genkit({});

export const fetchPage = ai.defineTool(
  {
    name: 'fetchPage',
    description: 'Fetches a web page',
    metadata: { cost: 'high', tags: ['web'] },
    inputSchema: z.object({ url: z.string().url() }),
    outputSchema: z.object({ status: z.number(), body: z.string() }),
  },
  async ({ url }) => ({ status: 200, body: `<html>${url}</html>` }),
);
