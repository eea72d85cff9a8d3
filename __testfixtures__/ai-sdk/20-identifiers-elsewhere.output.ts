import { standardTool, toAiSdk } from './std-tool';
import { weatherInput, runWeather } from './weather';

const description = 'Current weather in a city';

export const weather = standardTool({
  name: 'weather',
  description,
  inputSchema: weatherInput,
  execute: runWeather,
});
export const weatherTool = toAiSdk(weather);
