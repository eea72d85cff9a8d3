import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

interface Database {
  find(id: string): Promise<string>;
}

export function makeTools(db: Database, prefix: string) {
  const lookupDefinition = standardTool({
    name: 'lookup',
    description: 'Find a row by id',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }) => {
      const row = await db.find(prefix + id);
      return row;
    },
  });
  const lookup = toLangChain(lookupDefinition);
  return [lookup];
}
