import { Tool } from '@langchain/core/tools';

// A string-input Tool in a file without zod: its input schema is fromJsonSchema({ type: 'string' }).
class Echo extends Tool {
  name = 'echo';
  description = 'Echoes the input';
  async _call(input: string) {
    return input;
  }
}

export const tools = [new Echo()];
