import { Tool } from '@langchain/core/tools';
import { z } from 'zod';

export const schema = z.object({ city: z.string() });

function buildTools() {
  // A string-input Tool: its standard tool takes a string.
  class SanFranciscoWeatherTool extends Tool {
    name = 'current_weather';

    description = 'Get the current weather report for San Francisco, CA';

    constructor() {
      super();
    }

    async _call(_: string): Promise<string> {
      return 'It is sunny';
    }
  }
  return [new SanFranciscoWeatherTool()];
}

export const tools = buildTools();
