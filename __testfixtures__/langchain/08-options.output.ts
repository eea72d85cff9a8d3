import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const search = standardTool({
  name: 'search',
  description: 'Search with artifacts',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const hits = [{ id: 1, title: query }];
    return [`${hits.length} hits`, hits];
  },
});
export const searchTool = toLangChain(search, {
  responseFormat: 'content_and_artifact',
  metadata: { owner: 'search-team' },
  tags: ['search'],
  verboseParsingErrors: true,
});
