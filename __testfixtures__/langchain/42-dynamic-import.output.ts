import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export async function makeTools() {
  // LangChain loaded at run time: followed like an import.
  const { tool, Tool } = await import('@langchain/core/tools');
  const searchDefinition = standardTool({
    name: 'search',
    description: 'Search',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => `found ${query}`,
  });
  const search = toLangChain(searchDefinition);
  const weather = standardTool({
    name: 'weather',
    description: 'Weather',
    inputSchema: z.string(),
    async execute() {
      return 'sunny';
    },
  });
  return [search, toLangChain(weather)];
}
