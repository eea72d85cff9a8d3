import { DynamicTool, tool } from '@langchain/core/tools';
import { z } from 'zod';

/** A DynamicTool: string input. */
export const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input: string) => input,
  returnDirect: true,
});

// No schema: LangChain makes a string-input tool, and describes it as "<name> tool".
export const shout = tool(async (text) => text.toUpperCase(), { name: 'shout' });

export const whisper = tool((text: string) => text.toLowerCase(), {
  name: 'whisper',
  schema: z.string().describe('What to whisper'),
});

export const tools = [
  echo,
  new DynamicTool({ name: 'inline', description: 'Inline in an array', func: async (input) => `[${input}]` }),
];

// The run manager, read from the context now.
export const withRunManager = new DynamicTool({
  name: 'with_run_manager',
  description: 'Reads its run manager',
  func: async (_input, runManager) => String(runManager !== undefined),
});

// Left as it is: a schema DynamicTool ignores.
export const ignoredSchema = new DynamicTool({
  name: 'ignored_schema',
  description: 'Its schema field is ignored',
  schema: z.object({ a: z.string() }),
  func: async (input) => input,
});
