import { z } from 'zod';

export async function makeTools() {
  // LangChain loaded at run time: followed like an import.
  const { tool, Tool } = await import('@langchain/core/tools');
  const search = tool(async ({ query }) => `found ${query}`, {
    name: 'search',
    description: 'Search',
    schema: z.object({ query: z.string() }),
  });
  class Weather extends Tool {
    name = 'weather';
    description = 'Weather';
    async _call() {
      return 'sunny';
    }
  }
  return [search, new Weather()];
}
