// Deno, Bun and Node's type stripping run TypeScript modules named as they are: so is the adapter module.
import { tool } from 'ai';
import { z } from 'zod';
import { lookUp } from './weather.ts';

export const weather = tool({
  description: 'Get the weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => lookUp(city),
});
