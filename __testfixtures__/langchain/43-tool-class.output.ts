import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const UNIT = 'celsius';

/**
 * The weather in a city.
 */
const getWeather = standardTool({
  name: 'get_weather',
  // The name the model calls.
  description: `Current weather (${UNIT})`,
  inputSchema: z.object({
    city: z.string().describe('City name'), // required
  }),
  async execute({ city }: { city: string }): Promise<string> {
    // Looked up on each call.
    return `${this.name}: 21 ${UNIT} in ${city}`;
  },
});

// A tool class from a namespace import, with LangChain options.
const search = standardTool({
  name: 'search',
  description: 'Search the docs',
  inputSchema: z.object({ query: z.string() }),
  execute({ query }: { query: string }) {
    return [`hits for ${query}`, { query }];
  },
});

export const tools = [toLangChain(getWeather, { returnDirect: true }), toLangChain(search, { responseFormat: 'content_and_artifact' as const, tags: ['docs'] })];

export function makeAgentTools() {
  return { weather: toLangChain(getWeather, { returnDirect: true }), search: toLangChain(search, { responseFormat: 'content_and_artifact' as const, tags: ['docs'] }) };
}
