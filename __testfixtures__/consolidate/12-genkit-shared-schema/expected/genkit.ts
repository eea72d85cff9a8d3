import { genkit } from 'genkit';
import { toGenkit } from './std-tool';
import { weather as getWeather } from './mastra';

export const ai = genkit({ plugins: [] });

export { getWeather };
export const weatherTool = toGenkit(ai, { ...getWeather, name: 'get_weather' });
