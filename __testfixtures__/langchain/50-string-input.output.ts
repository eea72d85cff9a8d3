import { DynamicTool } from '@langchain/core/tools';
import { z } from 'zod';
import { type LangChainToolContext, standardTool, toLangChain } from './std-tool';

/** A DynamicTool: string input. */
export const echoDefinition = standardTool({
  inputSchema: z.string(),
  name: 'echo',
  description: 'Echo the input',
  execute: async (input: string) => input,
});
export const echo = toLangChain(echoDefinition, {
  returnDirect: true,
});

// No schema: LangChain makes a string-input tool, and describes it as "<name> tool".
export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'shout tool',
  inputSchema: z.string(),
  execute: async (text) => text.toUpperCase(),
});
export const shout = toLangChain(shoutDefinition);

export const whisperDefinition = standardTool({
  name: 'whisper',
  description: 'What to whisper',
  inputSchema: z.string().describe('What to whisper'),
  execute: (text: string) => text.toLowerCase(),
});
export const whisper = toLangChain(whisperDefinition);

export const tools = [
  echo,
  toLangChain({ inputSchema: z.string(), name: 'inline', description: 'Inline in an array', execute: async (input) => `[${input}]` }),
];

// The run manager, read from the context now.
export const withRunManagerDefinition = standardTool({
  inputSchema: z.string(),
  name: 'with_run_manager',
  description: 'Reads its run manager',
  execute: async (_input, { runManager }: LangChainToolContext = {}) => String(runManager !== undefined),
});
export const withRunManager = toLangChain(withRunManagerDefinition);

// Left as it is: a schema DynamicTool ignores.
export const ignoredSchema = new DynamicTool({
  name: 'ignored_schema',
  description: 'Its schema field is ignored',
  schema: z.object({ a: z.string() }),
  func: async (input) => input,
});
