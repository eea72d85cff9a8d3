import { weatherInput, runWeather } from './weather';
import { toAiSdk, type StandardTool } from './std-tool';

const description = 'Current weather in a city';

export const weather = {
  name: 'weather',
  description,
  inputSchema: weatherInput,
  execute: runWeather,
} satisfies StandardTool;
export const weatherTool = toAiSdk(weather);
