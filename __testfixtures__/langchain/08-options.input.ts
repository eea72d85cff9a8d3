import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const searchTool = tool(
  async ({ query }) => {
    const hits = [{ id: 1, title: query }];
    return [`${hits.length} hits`, hits];
  },
  {
    name: 'search',
    description: 'Search with artifacts',
    responseFormat: 'content_and_artifact',
    schema: z.object({ query: z.string() }),
    metadata: { owner: 'search-team' },
    tags: ['search'],
    verboseParsingErrors: true,
  },
);
