import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export default tool(async ({ city }) => `Sunny in ${city}`, {
  name: 'weather',
  description: 'Weather in a city',
  schema: z.object({ city: z.string() }),
});
