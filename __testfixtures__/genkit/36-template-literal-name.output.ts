import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

const ai = genkit({ plugins: [] });

// A codebase whose lint asks for backticks: the name stays in them.
export const getCurrentTimeDefinition = standardTool({
  name: `getCurrentTime`,
  description: `Get the current time.`,
  inputSchema: z.object({}),
  outputSchema: z.string(),
  execute: async () => new Date().toISOString(),
});
export const getCurrentTime = toGenkit(ai, getCurrentTimeDefinition);
