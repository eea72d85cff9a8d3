import { genkit, z } from 'genkit';
import { type GenkitToolContext, standardTool, toGenkit } from './std-tool.js';
import { fetchWeather, formatWeather } from './weather.js';

// Genkit ships its own zod 3; `z` must come from 'genkit', not from 'zod'.
export const ai = genkit({ plugins: [] });

export const getWeatherDefinition = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: z.object({
    city: z.string().describe('City name, e.g. "Berlin"'),
    unit: z.enum(['celsius', 'fahrenheit']).optional().describe('Temperature unit'),
  }),
  outputSchema: z.string(),
  execute: async (input) => formatWeather(await fetchWeather(input.city, input.unit)),
});
export const getWeather = toGenkit(ai, getWeatherDefinition);

export const getHomeCityDefinition = standardTool({
  name: 'get_home_city',
  description: "The signed-in user's home city",
  inputSchema: z.object({}),
  outputSchema: z.string(),
  execute: async (_input, { context }: GenkitToolContext) => context.auth?.homeCity ?? 'London',
});
export const getHomeCity = toGenkit(ai, getHomeCityDefinition);

export const weatherReportFlow = ai.defineFlow(
  {
    name: 'weatherReport',
    inputSchema: z.object({ city: z.string().optional() }),
    outputSchema: z.string(),
  },
  async ({ city }) => {
    const { text } = await ai.generate({
      model: 'googleai/gemini-2.5-flash',
      prompt: city
        ? `Write a two-sentence weather report for ${city}.`
        : "Write a two-sentence weather report for the user's home city.",
      tools: [getWeather, getHomeCity],
    });
    return text;
  },
);
