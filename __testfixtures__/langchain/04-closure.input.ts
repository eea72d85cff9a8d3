import { tool } from '@langchain/core/tools';
import { z } from 'zod';

interface Database {
  find(id: string): Promise<string>;
}

export function makeTools(db: Database, prefix: string) {
  const lookup = tool(
    async ({ id }) => {
      const row = await db.find(prefix + id);
      return row;
    },
    {
      name: 'lookup',
      description: 'Find a row by id',
      schema: z.object({ id: z.string() }),
    },
  );
  return [lookup];
}
