import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

// `this['schema']` names the class's own field: an object's method has no such `this`
// (TS2526), and the standard tool infers the same input type from its schema.
const search = standardTool({
  name: 'search',
  description: 'Search the web',
  inputSchema: z.object({ query: z.string() }),
  async execute({ query }): Promise<string> {
    return `results for ${query}`;
  },
});

const count = standardTool({
  name: 'count',
  description: 'Count the words',
  inputSchema: z.object({ text: z.string() }),
  async execute(input): Promise<string> {
    return String(input.text.split(' ').length);
  },
});

export const tools = [toLangChain(search), toLangChain(count)];
