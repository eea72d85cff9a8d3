import { toAiSdk } from './std-tool';
import { weather as getWeather } from './mastra';

export const tools = {
  getWeather: toAiSdk(getWeather),
};
