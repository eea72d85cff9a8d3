import { tool } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

type WeatherInput = { city: string };

// Two type arguments: the standard tool (and the adapter) take the same <Input, Output>.
export const weather = standardTool<WeatherInput, string>({
  name: 'weather',
  description: 'Get the weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `sunny in ${city}`,
});
export const weatherTool = toAiSdk(weather);

// A third one types v7's tool context, which the standard tool has no place for: left as it is.
export function contextTool() {
  return tool<WeatherInput, string, { apiKey: string }>({
    description: 'Get the weather with a key',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => `sunny in ${city}`,
  });
}
