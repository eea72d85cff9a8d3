import { toAiSdk } from './std-tool';
import { getWeather } from './genkit';

export const tools = {
  getWeather: toAiSdk(getWeather),
};
