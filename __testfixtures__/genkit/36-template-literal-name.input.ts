import { genkit, z } from 'genkit';

const ai = genkit({ plugins: [] });

const getWeather = ai.defineTool(
  {
    name: `getWeather`,
    description: 'Gets the current weather in a given location',
    inputSchema: z.object({ location: z.string().describe('The city') }),
    outputSchema: z.string(),
  },
  async ({ location }) => {
    return `The weather in ${location} is sunny`;
  }
);

export async function ask(question: string) {
  return ai.generate({ prompt: question, tools: [getWeather] });
}
