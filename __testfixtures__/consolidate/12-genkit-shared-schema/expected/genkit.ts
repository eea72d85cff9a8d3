import { genkit } from 'genkit';
import { weather as getWeather } from './mastra';
import { toGenkit } from './std-tool';

export const ai = genkit({ plugins: [] });

export { getWeather };
export const weatherTool = toGenkit(ai, { ...getWeather, name: 'get_weather' });
