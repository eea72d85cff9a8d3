import { StructuredTool, Tool } from '@langchain/core/tools';
import { z } from 'zod';

// A StructuredTool subclass made of its tool fields: migrated.
class Echo extends StructuredTool {
  name = 'echo';
  description = 'Echoes the text';
  schema = z.object({ text: z.string() });
  async _call({ text }: { text: string }) {
    return text;
  }
}

// `_call` reads the instance beyond its tool fields; exported; a string-input Tool.
export class Search extends Tool {
  name = 'search';
  description = 'Searches';
  apiKey = 'k';
  async _call(query: string) {
    return `${this.apiKey}:${query}`;
  }
}

export const tools = [new Echo(), new Search()];
