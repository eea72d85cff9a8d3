import { Agent } from '@mastra/core/agent';
import { forecastTool } from './tools.js';

export const weatherAgent = new Agent({
  name: 'Weather Agent',
  instructions: [
    'You help users plan around the weather.',
    'Always call forecastTool before answering questions about upcoming days.',
    'Answer in two or three sentences.',
  ].join('\n'),
  model: 'openai/gpt-4o-mini',
  tools: { forecastTool },
});

/** Used by the /plan endpoint: short packing advice for a trip. */
export async function planTrip(city: string, days = 3): Promise<string> {
  const result = await weatherAgent.generate(
    `I am travelling to ${city} for ${days} days. What should I pack?`,
    { maxSteps: 3 },
  );
  return result.text;
}
