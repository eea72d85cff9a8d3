import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const schema = z.object({ city: z.string() });

function buildTools() {
  // A string-input Tool: its standard tool takes a string.
  const currentWeather = standardTool({
    name: 'current_weather',
    description: 'Get the current weather report for San Francisco, CA',
    inputSchema: z.string(),
    async execute(_: string): Promise<string> {
      return 'It is sunny';
    },
  });
  return [toLangChain(currentWeather)];
}

export const tools = buildTools();
