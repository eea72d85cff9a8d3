import { toAiSdk } from './std-tool';
import { getWeather } from './langchain';

export { getWeather };
export const weatherTool = toAiSdk(getWeather);
