import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export function makeTools(prefix: string) {
  const search = standardTool({
    name: 'search',
    description: 'Search the catalogue',
    inputSchema: z.object({ query: z.string() }),
    execute: async (context) => `${prefix}:${context.query}`,
  });
  const searchTool = toMastra(search);
  return [searchTool, toMastra({ name: 'noop', description: 'Does nothing', execute: async () => null })];
}
