// Deno, Bun and Node's type stripping run TypeScript modules named as they are: so is the adapter module.
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool.ts';
import { lookUp } from './weather.ts';

export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Get the weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => lookUp(city),
});
export const weather = toAiSdk(weatherDefinition);
