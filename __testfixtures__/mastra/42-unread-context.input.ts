import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

// ctx is declared and never read: nothing of Mastra in this tool.
export const search = createTool({
  id: 'search',
  description: 'Search the notes',
  inputSchema: z.object({ query: z.string() }),
  execute: async (inputData, ctx) => {
    const { query } = inputData;
    return { hits: [query] };
  },
});

// Written to, never read: still nothing read of what Mastra passed.
export const reset = createTool({
  id: 'reset',
  description: 'Reset the notes',
  inputSchema: z.object({}),
  execute: async (inputData, ctx) => {
    ctx = undefined;
    return 'reset';
  },
});

// Read: tied.
export const whoami = createTool({
  id: 'whoami',
  description: 'Who is calling',
  inputSchema: z.object({}),
  execute: async (inputData, ctx) => ctx?.requestContext?.get('user'),
});

// `arguments` could read it without naming it: tied.
export const arity = createTool({
  id: 'arity',
  description: 'How many arguments Mastra passed',
  inputSchema: z.object({}),
  execute: async function (inputData, ctx) {
    return arguments.length;
  },
});

// So could a direct eval: tied.
export const evaluate = createTool({
  id: 'evaluate',
  description: 'Evaluate a name',
  inputSchema: z.object({ name: z.string() }),
  execute: async (inputData, ctx) => eval(inputData.name),
});

// A type of its own keeps its framework's type, and its tie.
export const typed = createTool({
  id: 'typed',
  description: 'Typed ctx',
  inputSchema: z.object({}),
  execute: async (inputData, ctx: object) => 'typed',
});
