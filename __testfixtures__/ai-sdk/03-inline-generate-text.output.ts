import { generateText } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

const result = await generateText({
  model: 'openai/gpt-4o',
  prompt: 'What is the weather in Paris?',
  tools: {
    getWeather: toAiSdk({
      name: 'getWeather',
      description: 'Get the weather',
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => ({ city, temperature: 21 }),
    }),
    getTime: toAiSdk({
      name: 'getTime',
      description: 'Get the local time',
      inputSchema: z.object({ timezone: z.string() }),
      execute: async ({ timezone }) => new Date().toLocaleString('en', { timeZone: timezone }),
    }),
  },
});

console.log(result.text);
