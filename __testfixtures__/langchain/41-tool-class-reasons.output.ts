import { Tool } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

// A StructuredTool subclass made of its tool fields: migrated.
const echo = standardTool({
  name: 'echo',
  description: 'Echoes the text',
  inputSchema: z.object({ text: z.string() }),
  async execute({ text }: { text: string }) {
    return text;
  },
});

// `_call` reads the instance beyond its tool fields; exported; a string-input Tool.
export class Search extends Tool {
  name = 'search';
  description = 'Searches';
  apiKey = 'k';
  async _call(query: string) {
    return `${this.apiKey}:${query}`;
  }
}

export const tools = [toLangChain(echo), new Search()];
