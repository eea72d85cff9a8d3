import { fromJsonSchema, standardTool, toLangChain } from './std-tool';

// String-input tools in a file without zod: their input schema is fromJsonSchema({ type: 'string' }).
export const echoDefinition = standardTool({
  inputSchema: fromJsonSchema<string>({ type: 'string' }),
  name: 'echo',
  description: 'Echo the input',
  execute: async (input: string) => input,
});
export const echo = toLangChain(echoDefinition);

export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Shout the input',
  inputSchema: fromJsonSchema<string>({ type: 'string' }),
  execute: async (text: string) => text.toUpperCase(),
});
export const shout = toLangChain(shoutDefinition);
