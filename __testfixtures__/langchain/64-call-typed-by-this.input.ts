import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

// `this['schema']` names the class's own field: an object's method has no such `this`
// (TS2526), and the standard tool infers the same input type from its schema.
class SearchTool extends StructuredTool {
  name = 'search';

  description = 'Search the web';

  schema = z.object({ query: z.string() });

  async _call({ query }: z.infer<this['schema']>): Promise<string> {
    return `results for ${query}`;
  }
}

class CountTool extends StructuredTool {
  name = 'count';

  description = 'Count the words';

  schema = z.object({ text: z.string() });

  async _call(input: z.infer<typeof this.schema>): Promise<string> {
    return String(input.text.split(' ').length);
  }
}

export const tools = [new SearchTool(), new CountTool()];
