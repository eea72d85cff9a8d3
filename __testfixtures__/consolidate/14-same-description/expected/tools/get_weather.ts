import { standardTool } from '../std-tool';
import { z } from 'zod';

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Get the current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
