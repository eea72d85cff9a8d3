import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

// ctx is declared and never read: nothing of Mastra in this tool.
export const searchDefinition = standardTool({
  name: 'search',
  description: 'Search the notes',
  inputSchema: z.object({ query: z.string() }),
  execute: async (inputData, ctx) => {
    const { query } = inputData;
    return { hits: [query] };
  },
});
export const search = toMastra(searchDefinition);

// Written to, never read: still nothing read of what Mastra passed.
export const resetDefinition = standardTool({
  name: 'reset',
  description: 'Reset the notes',
  inputSchema: z.object({}),
  execute: async (inputData, ctx) => {
    ctx = undefined;
    return 'reset';
  },
});
export const reset = toMastra(resetDefinition);

// Read: tied.
export const whoamiDefinition = standardTool({
  name: 'whoami',
  description: 'Who is calling',
  inputSchema: z.object({}),
  execute: async (inputData, ctx: MastraToolContext) => ctx?.requestContext?.get('user'),
});
export const whoami = toMastra(whoamiDefinition);

// `arguments` could read it without naming it: tied.
export const arityDefinition = standardTool({
  name: 'arity',
  description: 'How many arguments Mastra passed',
  inputSchema: z.object({}),
  execute: async function (inputData, ctx) {
    return arguments.length;
  },
});
export const arity = toMastra(arityDefinition);

// So could a direct eval: tied.
export const evaluateDefinition = standardTool({
  name: 'evaluate',
  description: 'Evaluate a name',
  inputSchema: z.object({ name: z.string() }),
  execute: async (inputData, ctx) => eval(inputData.name),
});
export const evaluate = toMastra(evaluateDefinition);

// A type of its own keeps its framework's type, and its tie.
export const typedDefinition = standardTool({
  name: 'typed',
  description: 'Typed ctx',
  inputSchema: z.object({}),
  execute: async (inputData, ctx: object) => 'typed',
});
export const typed = toMastra(typedDefinition);
