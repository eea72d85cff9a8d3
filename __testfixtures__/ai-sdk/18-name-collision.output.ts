import { generateText } from 'ai';
import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

const weather = 'sunny';
const weatherDefinition = { units: 'metric' };

export const weatherDefinition2 = {
  name: 'weather',
  description: `Weather (${weatherDefinition.units})`,
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${weather} in ${city}`,
} satisfies StandardTool;
export const weatherTool = toAiSdk(weatherDefinition2);

export const run = (model: any) => generateText({ model, prompt: 'hi', tools: { weather: weatherTool } });
