import { tool } from 'langchain';
import { z } from 'zod';
import { fromJsonSchema, type LangChainToolContext, standardTool, toLangChain, toLangChainClass } from './std-tool';

export const echoDefinition = standardTool({
  inputSchema: z.string(),
  name: 'echo',
  description: 'Echo the input',
  execute: async (input: string) => input,
});
export const echo = toLangChain(echoDefinition);

export const multiply = standardTool({
  name: 'multiply',
  description: 'Multiply two numbers',
  inputSchema: z.object({ x: z.number(), y: z.number() }),
  async execute({ x, y }: { x: number; y: number }) {
    return String(x * y);
  },
});
export class Multiply extends toLangChainClass(multiply) {}

export const search = standardTool({
  name: 'search',
  description: 'Search',
  inputSchema: z.string(),
  async execute(query: string) {
    return query;
  },
});
export class Search extends toLangChainClass(search) {}

export const confirm = tool({
  name: 'confirm',
  description: 'Ask the user to confirm',
  schema: z.object({ question: z.string() }),
});

export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up by id',
  inputSchema: fromJsonSchema({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
  execute: async (input: { id: string }) => input.id,
});
export const lookup = toLangChain(lookupDefinition);

const toolName = ['dyn', 'amic'].join('');
export const computedDefinition = standardTool({
  name: toolName,
  description: 'Computed name',
  inputSchema: z.object({}),
  execute: async () => 'x',
});
export const computed = toLangChain(computedDefinition);

export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Shout',
  inputSchema: z.string(),
  execute: async (text: string) => text.toUpperCase(),
});
export const shout = toLangChain(shoutDefinition);

export const string = standardTool({
  name: 'string_tool',
  description: 'No schema',
  inputSchema: z.string(),
  execute: async (text: string) => text,
});
export const stringTool = toLangChain(string);

export const described = tool(async () => 'x', {
  name: 'described',
  schema: z.object({}).describe('Set in the middle').strict(),
});

export const withRunManagerDefinition = standardTool({
  name: 'with_run_manager',
  description: 'Reads its run manager',
  inputSchema: z.object({}),
  execute: async (_input, { runManager }: LangChainToolContext = {}) => String(runManager !== undefined),
});
export const withRunManager = toLangChain(withRunManagerDefinition);
