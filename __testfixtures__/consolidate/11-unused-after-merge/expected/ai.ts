import { getWeather } from './langchain';
import { toAiSdk } from './std-tool';

const greeting = 'Weather for';

export function title(city: string): string {
  return `${greeting} ${city}`;
}

export const tools = {
  get_weather: toAiSdk(getWeather),
};
