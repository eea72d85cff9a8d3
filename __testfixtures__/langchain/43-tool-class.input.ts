import { StructuredTool } from '@langchain/core/tools';
import * as lc from '@langchain/core/tools';
import { z } from 'zod';

const UNIT = 'celsius';

/**
 * The weather in a city.
 */
class WeatherTool extends StructuredTool {
  // The name the model calls.
  override readonly name = 'get_weather';

  description: string = `Current weather (${UNIT})`;

  schema = z.object({
    city: z.string().describe('City name'), // required
  });

  returnDirect = true;

  constructor() {
    super(...arguments);
  }

  protected override async _call({ city }: { city: string }): Promise<string> {
    // Looked up on each call.
    return `${this.name}: 21 ${UNIT} in ${city}`;
  }
}

// A tool class from a namespace import, with LangChain options.
class Search extends lc.StructuredTool {
  name = 'search';
  description = 'Search the docs';
  schema = z.object({ query: z.string() });
  responseFormat = 'content_and_artifact' as const;
  tags = ['docs'];
  _call({ query }: { query: string }) {
    return [`hits for ${query}`, { query }];
  }
}

export const tools = [new WeatherTool(), new Search()];

export function makeAgentTools() {
  return { weather: new WeatherTool(), search: new Search };
}
