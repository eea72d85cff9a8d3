import { generateText, tool } from 'ai';
import { z } from 'zod';

const weather = 'sunny';
const weatherDefinition = { units: 'metric' };

export const weatherTool = tool({
  description: `Weather (${weatherDefinition.units})`,
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `${weather} in ${city}`,
});

export const run = (model: any) => generateText({ model, prompt: 'hi', tools: { weather: weatherTool } });
