import OpenAI from 'openai';

const client = new OpenAI();

export const getWeatherFunction = {
  name: 'get_weather',
  description: 'Current weather in a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
};

export function ask(prompt: string) {
  return client.chat.completions.create({
    model: 'gpt-4o',
    messages: [{ role: 'user', content: prompt }],
    tools: [{ type: 'function', function: getWeatherFunction }],
  });
}
