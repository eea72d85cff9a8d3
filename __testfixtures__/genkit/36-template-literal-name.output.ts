import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

const ai = genkit({ plugins: [] });

const getWeatherDefinition = standardTool({
  name: `getWeather`,
  description: 'Gets the current weather in a given location',
  inputSchema: z.object({ location: z.string().describe('The city') }),
  outputSchema: z.string(),
  execute: async ({ location }) => {
    return `The weather in ${location} is sunny`;
  },
});
const getWeather = toGenkit(ai, getWeatherDefinition);

export async function ask(question: string) {
  return ai.generate({ prompt: question, tools: [getWeather] });
}
