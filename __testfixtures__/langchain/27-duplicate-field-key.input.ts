import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const weather = tool(async ({ city }) => `${city}: sunny`, {
  name: 'weather',
  description: 'Current weather',
  schema: z.object({ city: z.string() }),
  name: 'get_weather',
});
