import { toAiSdk } from './std-tool';
import { getWeather } from './langchain';

const greeting = 'Weather for';

export function title(city: string): string {
  return `${greeting} ${city}`;
}

export const tools = {
  get_weather: toAiSdk(getWeather),
};
