import { tool } from 'ai';
import { weatherInput, runWeather } from './weather';

const description = 'Current weather in a city';

export const weatherTool = tool({
  description,
  inputSchema: weatherInput,
  execute: runWeather,
});
