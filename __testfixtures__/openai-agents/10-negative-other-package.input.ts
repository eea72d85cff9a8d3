import { tool } from 'some-other-tools';
import { z } from 'zod';

export const notOurs = tool({
  name: 'not_ours',
  description: 'Another package',
  parameters: z.object({ x: z.string() }),
  execute: async ({ x }) => x,
});
