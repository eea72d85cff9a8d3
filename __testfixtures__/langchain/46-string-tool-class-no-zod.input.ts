import { Tool } from '@langchain/core/tools';

// A string-input Tool in a file without zod: `z.string()` cannot be written.
class Echo extends Tool {
  name = 'echo';
  description = 'Echoes the input';
  async _call(input: string) {
    return input;
  }
}

export const tools = [new Echo()];
