import { DynamicTool, tool } from '@langchain/core/tools';

// String-input tools in a file without zod: their input schema is fromJsonSchema({ type: 'string' }).
export const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input: string) => input,
});

export const shout = tool(async (text: string) => text.toUpperCase(), {
  name: 'shout',
  description: 'Shout the input',
});
