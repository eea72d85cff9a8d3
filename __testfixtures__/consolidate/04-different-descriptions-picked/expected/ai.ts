import { getWeather } from './langchain';
import { toAiSdk } from './std-tool';

export { getWeather };
export const weatherTool = toAiSdk(getWeather);
