import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

export const weather = standardTool({
  name: 'weather',
  title: 'Weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }, ctx: MastraToolContext) => {
    ctx?.abortSignal?.throwIfAborted();
    return { city, temperature: 21, locale: ctx?.requestContext?.get('locale') };
  },
});
export const weatherTool = toMastra(weather);

export const echo = standardTool({
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async (input) => input.text,
});
export const echoTool = toMastra(echo);
