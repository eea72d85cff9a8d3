import { toAiSdk } from './std-tool';
import { getWeather as currentWeather } from './tools/get_weather';

export const tools = {
  current_weather: toAiSdk(currentWeather),
};
