import { generateText } from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

const weather = 'sunny';
const weatherDefinition = { units: 'metric' };

export const weatherDefinition2 = standardTool({
  name: 'weather',
  description: `Weather (${weatherDefinition.units})`,
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${weather} in ${city}`,
});
export const weatherTool = toAiSdk(weatherDefinition2);

export const run = (model: any) => generateText({ model, prompt: 'hi', tools: { weather: weatherTool } });
