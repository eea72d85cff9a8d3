import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const weather = standardTool({
  name: 'weather',
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});
export default toLangChain(weather);
