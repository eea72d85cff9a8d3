import { fromJsonSchema, standardTool, toLangChain } from './std-tool';

// A string-input Tool in a file without zod: its input schema is fromJsonSchema({ type: 'string' }).
const echo = standardTool({
  name: 'echo',
  description: 'Echoes the input',
  inputSchema: fromJsonSchema<string>({ type: 'string' }),
  async execute(input: string) {
    return input;
  },
});

export const tools = [toLangChain(echo)];
