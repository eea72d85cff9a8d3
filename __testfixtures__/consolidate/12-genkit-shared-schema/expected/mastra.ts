import { toMastra } from './std-tool';
import { getWeather as weather } from './genkit';

export { weather };
export const weatherTool = toMastra({ ...weather, name: 'get-weather' });
